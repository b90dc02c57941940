import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logRedaction, REDACTED, redactQuerySecrets, serializeError, serializeRequest } from './log-redact';

describe('redactQuerySecrets', () => {
  it('masks the value of every parameter whose name has "token" or "ticket"', () => {
    expect(redactQuerySecrets('/h5/cp_task_guide?access_token=abc123&app_name=default')).toBe(
      `/h5/cp_task_guide?access_token=${REDACTED}&app_name=default`,
    );
    expect(redactQuerySecrets('/ws?ticket=T-1_x')).toBe(`/ws?ticket=${REDACTED}`);
    expect(redactQuerySecrets('/ws?token=abc')).toBe(`/ws?token=${REDACTED}`);
    expect(redactQuerySecrets('/x?a=1&refresh_token=r&Access_Token=A&my_ticket_id=9&b=2')).toBe(
      `/x?a=1&refresh_token=${REDACTED}&Access_Token=${REDACTED}&my_ticket_id=${REDACTED}&b=2`,
    );
    // repeated, and the name spelt with percent-escapes
    expect(redactQuerySecrets('/x?token=a&token=b&access%5Ftoken=c&%74oken=d')).toBe(
      `/x?token=${REDACTED}&token=${REDACTED}&access%5Ftoken=${REDACTED}&%74oken=${REDACTED}`,
    );
  });

  it('keeps everything else as it was', () => {
    const signed = '/api/v1/gifts?app_name=default&timestamp=1700000000&nonce=abcdef&access_key=h5-web&sign=ABCDEF0123';
    expect(redactQuerySecrets(signed)).toBe(signed);
    expect(redactQuerySecrets('/h5/cp_task_guide')).toBe('/h5/cp_task_guide');
    expect(redactQuerySecrets('/x?token=&a=1')).toBe('/x?token=&a=1');
    expect(redactQuerySecrets('/x?a=1#access_token')).toBe('/x?a=1#access_token');
    expect(redactQuerySecrets('/x?access_token=abc#frag')).toBe(`/x?access_token=${REDACTED}#frag`);
  });

  it('finds URLs inside longer text', () => {
    expect(redactQuerySecrets('Route GET:/ws?ticket=s3cret not found')).toBe(`Route GET:/ws?ticket=${REDACTED} not found`);
    expect(redactQuerySecrets('in the "/p?x=1&access_token=s3cret" (GET) route')).toBe(
      `in the "/p?x=1&access_token=${REDACTED}" (GET) route`,
    );
  });
});

describe('serializers', () => {
  it('the request serializer writes the url without secrets', () => {
    const req = {
      method: 'GET',
      url: '/h5/cp_task_guide?access_token=s3cret&app_name=default',
      headers: { 'access-token': 'h' },
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 5555 },
    } as unknown as Parameters<typeof serializeRequest>[0];
    expect(serializeRequest(req)).toEqual({
      method: 'GET',
      url: `/h5/cp_task_guide?access_token=${REDACTED}&app_name=default`,
      version: undefined,
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 5555,
    });
  });

  it('the error serializer cleans message and stack', () => {
    const out = serializeError(new Error('Reply was already sent in "/x?token=s3cret"'));
    expect(out.message).toBe(`Reply was already sent in "/x?token=${REDACTED}"`);
    expect(out.stack).not.toContain('s3cret');
  });
});

describe('a pino logger with logRedaction', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { log: pino({ level: 'info', ...logRedaction }, stream), lines };
  }

  it('writes no secret, whether in req, err, the message, its arguments or a field', async () => {
    const { log, lines } = capture();
    const child = log.child({ reqId: 'r1' });
    child.info({ req: { method: 'GET', url: '/ws?ticket=s3cret-1', headers: {} } }, 'incoming request');
    child.error({ err: new Error('Route GET:/ws?ticket=s3cret-2 not found') }, 'failed');
    child.warn('Reply was already sent in "%s"', '/p?access_token=s3cret-3');
    child.warn('in "/p?access_token=s3cret-4"');
    child.info({ url: '/p?refresh_token=s3cret-5', n: 1 }, 'fields');
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(5);
    const all = lines.join('');
    expect(all).not.toMatch(/s3cret/);
    // the error's message and its stack both had it
    expect(all.split(REDACTED).length - 1).toBe(6);
    expect(JSON.parse(lines[4]!)).toMatchObject({ n: 1, msg: 'fields' });
  });
});
