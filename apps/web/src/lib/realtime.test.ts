import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_BASE_MS, createRealtime, MAX_FAILURES, type RealtimeDeps } from './realtime';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  constructor(readonly ticket: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
    this.onclose?.({});
  }
  // server side of the test
  accept() {
    this.readyState = 1;
    this.onopen?.({});
    this.push({ type: 'hello', payload: { user_id: 1 } });
  }
  push(msg: object | string) {
    this.onmessage?.({ data: typeof msg === 'string' ? msg : JSON.stringify(msg) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function setup(ticket: RealtimeDeps['ticket'] = async () => 't') {
  const sockets: FakeSocket[] = [];
  const tickets = vi.fn(ticket);
  const rt = createRealtime({
    ticket: tickets,
    open: (t) => {
      const s = new FakeSocket(t);
      sockets.push(s);
      return s;
    },
    random: () => 0.5,
  });
  return { rt, sockets, tickets, last: () => sockets[sockets.length - 1]! };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('realtime client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects on the first listener with a ticket and delivers events by type and family', async () => {
    const { rt, sockets, tickets, last } = setup();
    const exact = vi.fn();
    const family = vi.fn();
    rt.on('cp.invited', exact);
    rt.on('cp.*', family);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    last().accept();
    expect(rt.state()).toBe('open');
    last().push({ type: 'cp.invited', payload: { invitation_id: 7 } });
    last().push({ type: 'cp.dissolved', payload: { pair_id: 1 } });
    last().push({ type: 'gift.received', payload: {} });
    last().push('pong');
    expect(exact).toHaveBeenCalledWith({ invitation_id: 7 }, expect.objectContaining({ type: 'cp.invited' }));
    expect(family).toHaveBeenCalledTimes(2);
  });

  it('shares one socket and closes it when the last listener leaves', async () => {
    const { rt, sockets, last } = setup();
    const off1 = rt.on('cp.*', () => {});
    const off2 = rt.subscribe('game:racing:default', () => {});
    await flush();
    last().accept();
    off1();
    expect(last().closed).toBe(false);
    off2();
    expect(last().closed).toBe(true);
    expect(rt.state()).toBe('idle');
    expect(sockets).toHaveLength(1);
  });

  it('joins topics on connect, resumes after the last seq on reconnect, leaves with the last handler', async () => {
    const { rt, last, tickets } = setup();
    const got = vi.fn();
    const off = rt.subscribe('game:racing:default', got);
    await flush();
    const first = last();
    first.accept();
    expect(first.sent).toEqual([{ op: 'sub', topic: 'game:racing:default' }]);
    first.push({ type: 'race.tick', topic: 'game:racing:default', seq: 4, payload: { n: 1 } });
    first.push({ type: 'race.tick', topic: 'game:racing:default', seq: 5, payload: { n: 2 } });
    expect(got).toHaveBeenCalledTimes(2);

    first.drop();
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS * 1.2);
    expect(tickets).toHaveBeenCalledTimes(2);
    const second = last();
    expect(second).not.toBe(first);
    second.accept();
    expect(second.sent).toEqual([{ op: 'sub', topic: 'game:racing:default', since: 5 }]);
    // the replay overlaps what was seen: dropped
    second.push({ type: 'race.tick', topic: 'game:racing:default', seq: 5, payload: { n: 2 } });
    second.push({ type: 'race.tick', topic: 'game:racing:default', seq: 6, payload: { n: 3 } });
    expect(got).toHaveBeenCalledTimes(3);

    const other = rt.on('cp.*', () => {});
    off();
    expect(second.sent).toContainEqual({ op: 'unsub', topic: 'game:racing:default' });
    other();
  });

  it('calls the resync handlers of a topic', async () => {
    const { rt, last } = setup();
    const refetch = vi.fn();
    rt.subscribe('game:racing:default', () => {});
    rt.onResync('game:racing:default', refetch);
    await flush();
    last().accept();
    last().push({ type: 'resync', topic: 'game:racing:default', payload: {} });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('stops when the ticket call says the session is gone', async () => {
    const { rt, sockets, tickets } = setup(async () => null);
    rt.on('cp.*', () => {});
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tickets).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(0);
    expect(rt.state()).toBe('stopped');
  });

  it('backs off with a fresh ticket each time, then falls back to polling', async () => {
    const { rt, tickets } = setup(async () => {
      throw new Error('offline');
    });
    const poll = vi.fn();
    rt.addPollFallback(poll, 5_000);
    rt.on('cp.*', () => {});
    await flush();
    expect(tickets).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS * 1.2);
    expect(tickets).toHaveBeenCalledTimes(2);
    // the second wait is twice the first
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS * 1.2);
    expect(tickets).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    expect(tickets).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(tickets).toHaveBeenCalledTimes(MAX_FAILURES);
    expect(rt.state()).toBe('polling');
    poll.mockClear();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('polls where there is no WebSocket', async () => {
    const rt = createRealtime({ ticket: async () => 't', open: null, random: () => 0.5 });
    const poll = vi.fn();
    const offPoll = rt.addPollFallback(poll, 1_000);
    const off = rt.on('cp.*', () => {});
    await flush();
    expect(rt.state()).toBe('polling');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(poll).toHaveBeenCalledTimes(3);
    off();
    offPoll();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });
});
