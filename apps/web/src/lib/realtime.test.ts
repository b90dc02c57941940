import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_BASE_MS, createRealtime, MAX_FAILURES, OWN_TOPIC, type RealtimeDeps, type Resume } from './realtime';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  constructor(
    readonly ticket: string,
    readonly resume?: Resume,
  ) {}
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
    open: (t, resume) => {
      const s = new FakeSocket(t, resume);
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
    rt.on('cp.invited.v1', exact);
    rt.on('cp.*', family);
    await flush();
    expect(tickets).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    last().accept();
    expect(rt.state()).toBe('open');
    last().push({ type: 'cp.invited.v1', payload: { invitation_id: 7 } });
    last().push({ type: 'cp.dissolved.v1', payload: { pair_id: 1 } });
    last().push({ type: 'gift.received.v1', payload: {} });
    last().push('pong');
    expect(exact).toHaveBeenCalledWith({ invitation_id: 7 }, expect.objectContaining({ type: 'cp.invited.v1' }));
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

  it('calls the resync handlers of a topic and continues after the seq it gives', async () => {
    const { rt, last } = setup();
    const refetch = vi.fn();
    const got = vi.fn();
    rt.subscribe('game:racing:default', got);
    rt.onResync('game:racing:default', refetch);
    await flush();
    last().accept();
    last().push({ type: 'subscribed', topic: 'game:racing:default', seq: 40 });
    last().push({ type: 'race.tick', topic: 'game:racing:default', seq: 41, payload: {} });
    // the server's seq went back (a new database): resync moves the cursor back too
    last().push({ type: 'resync', topic: 'game:racing:default', seq: 3 });
    expect(refetch).toHaveBeenCalledTimes(1);
    last().push({ type: 'race.tick', topic: 'game:racing:default', seq: 4, payload: {} });
    expect(got.mock.calls.map(([, m]) => m.seq)).toEqual([41, 4]);
    // control messages are not events
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    last().push({ type: 'denied', topic: 'game:racing:default', payload: { reason: 'forbidden' } });
    expect(got).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('a sub answered with the seq resumes from there even when no event came', async () => {
    const { rt, last } = setup();
    rt.subscribe('room:7', () => {});
    await flush();
    last().accept();
    last().push({ type: 'subscribed', topic: 'room:7', seq: 12 });
    last().drop();
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS * 1.2);
    last().accept();
    expect(last().sent).toEqual([{ op: 'sub', topic: 'room:7', since: 12 }]);
  });

  it('resumes the own room on reconnect, drops what it already had, and resyncs it', async () => {
    const { rt, last } = setup();
    const got = vi.fn();
    const refetch = vi.fn();
    rt.on('cp.*', got);
    rt.onResync(OWN_TOPIC, refetch);
    await flush();
    const first = last();
    expect(first.resume).toBeUndefined();
    first.accept(); // hello user 1
    first.push({ type: 'subscribed', topic: 'user:1', seq: 6 });
    first.push({ type: 'cp.invited.v1', topic: 'user:1', seq: 7, payload: {} });
    first.drop();
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS * 1.2);
    const second = last();
    expect(second.resume).toEqual({ user: 1, since: 7 });
    second.accept();
    second.push({ type: 'subscribed', topic: 'user:1', seq: 7 });
    second.push({ type: 'cp.invited.v1', topic: 'user:1', seq: 7, payload: {} });
    second.push({ type: 'cp.answered.v1', topic: 'user:1', seq: 8, payload: {} });
    expect(got.mock.calls.map(([, m]) => m.seq)).toEqual([7, 8]);
    second.push({ type: 'resync', topic: 'user:1', seq: 20 });
    expect(refetch).toHaveBeenCalledTimes(1);
    second.drop();
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS * 1.2);
    expect(last().resume).toEqual({ user: 1, since: 20 });
    // another user on the next hello: nothing to resume
    last().readyState = 1;
    last().push({ type: 'hello', payload: { user_id: 2 } });
    last().drop();
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS * 1.2);
    expect(last().resume).toBeUndefined();
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
