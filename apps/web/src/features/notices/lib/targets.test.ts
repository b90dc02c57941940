import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../../../app/routes/tables';
import { messageHref, type RouteTable } from './targets';

const table = (brand: keyof typeof ROUTE_TABLES): RouteTable => ({ brand, routes: ROUTE_TABLES[brand] });

describe('message centre links (issue 14): each item opens where it belongs, only on pages the brand has', () => {
  it('sends a credited order to the charge records of the brand the user pays in', () => {
    expect(messageHref({ type: 'charge_records', order_id: 'o1' }, table('default'))).toEqual({
      href: '/h5/charge_records?app_name=default',
    });
    expect(messageHref({ type: 'charge_records', order_id: 'o1' }, table('wakoo'))?.href).toBe('/h5/charge_records?app_name=wakoo');
    // a brand without the page: no link (the item opens as a sheet)
    expect(messageHref({ type: 'charge_records', order_id: 'o1' }, table('ocha'))).toBeNull();
  });

  it('sends a withdrawal to the record page of the host’s family', () => {
    const w = (region: 'japan' | 'default') => ({ type: 'withdrawal' as const, withdrawal_id: 1, region });
    expect(messageHref(w('japan'), table('wakoo'))?.href).toBe('/h5/auth/japan/cshrec');
    expect(messageHref(w('default'), table('wakoo'))?.href).toBe('/h5/auth/bonus_record');
    expect(messageHref(w('japan'), table('default'))?.href).toBe('/h5/japan/withdraw/record');
    expect(messageHref(w('default'), table('default'))?.href).toBe('/h5/page_withdraw?step=record');
    expect(messageHref(w('japan'), table('cooya'))).toBeNull();
  });

  it('sends an event reward to the event’s own page, a reply to its thread, and keeps a restriction in the page', () => {
    expect(messageHref({ type: 'activity', event: 'recharge_carnival' }, table('default'))?.href).toBe('/h5/rechargec');
    expect(messageHref({ type: 'activity', event: 'no_such_event' }, table('default'))).toBeNull();
    expect(messageHref({ type: 'letter', thread_id: 42 }, table('default'))?.href).toBe('/h5/mailbox?thread=42');
    expect(messageHref({ type: 'letter', thread_id: 42 }, table('ucoo_plus'))).toBeNull();
    expect(messageHref({ type: 'risk' }, table('default'))).toBeNull();
    expect(messageHref(null, table('default'))).toBeNull();
  });

  it('opens an official message’s own link: a site page in the router, https outside it, nothing else', () => {
    expect(messageHref({ type: 'link', href: '/h5/whole_rank' }, table('default'))).toEqual({ href: '/h5/whole_rank' });
    expect(messageHref({ type: 'link', href: 'https://example.com/a' }, table('default'))).toEqual({
      href: 'https://example.com/a',
      external: true,
    });
    expect(messageHref({ type: 'link', href: 'javascript:alert(1)' }, table('default'))).toBeNull();
  });
});
