import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { CLOSE_NOT_LOGGED_IN, RealtimeHub } from './realtime';

/** enough of a ws socket for the hub: state, send, close (which emits 'close' like ws does later) */
class FakeSocket extends EventEmitter {
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    if (this.readyState !== 1) return;
    this.readyState = 2;
    this.closedWith = code;
    queueMicrotask(() => {
      this.readyState = 3;
      this.emit('close');
    });
  }
}
const socket = () => new FakeSocket() as FakeSocket & WebSocket;

describe('RealtimeHub without Redis', () => {
  it('delivers events to the user room, and a session revoke closes only that session', async () => {
    let ms = 0;
    const hub = new RealtimeHub(null, null, () => ms);
    const a1 = socket();
    const a2 = socket();
    const b = socket();
    expect(hub.attach(a1, { userId: 1, session: 'aa01' }, hub.now())).toBe(true);
    expect(hub.attach(a2, { userId: 1, session: 'aa02' }, hub.now())).toBe(true);
    expect(hub.attach(b, { userId: 2, session: 'bb01' }, hub.now())).toBe(true);
    await hub.publish('user:1', { type: 'x', payload: 1 });
    expect([a1.sent.length, a2.sent.length, b.sent.length]).toEqual([1, 1, 0]);

    ms += 10;
    await hub.revoke({ session: 'aa01' });
    expect([a1.closedWith, a2.closedWith, b.closedWith]).toEqual([CLOSE_NOT_LOGGED_IN, null, null]);
    await new Promise((r) => setTimeout(r, 0));
    await hub.publish('user:1', { type: 'y', payload: 2 });
    expect([a1.sent.length, a2.sent.length]).toEqual([1, 2]);
  });

  it('a user revoke closes every socket of that user', async () => {
    const hub = new RealtimeHub(null, null, () => 0);
    const [a1, a2, b] = [socket(), socket(), socket()];
    hub.attach(a1, { userId: 1, session: 's1' }, -1);
    hub.attach(a2, { userId: 1, session: 's2' }, -1);
    hub.attach(b, { userId: 2, session: 's3' }, -1);
    await hub.revoke({ user: 1 });
    expect([a1.closedWith, a2.closedWith, b.closedWith]).toEqual([CLOSE_NOT_LOGGED_IN, CLOSE_NOT_LOGGED_IN, null]);
  });

  it('a revoke that arrives while a ticket is being checked closes the socket when it is attached', async () => {
    let ms = 1000;
    const hub = new RealtimeHub(null, null, () => ms);
    // revoked before the check began: the check itself sees it in the database, the hub lets it be
    await hub.revoke({ user: 7 });
    ms += 5;
    const since = hub.now();
    const ok = socket();
    expect(hub.attach(ok, { userId: 7, session: 'new' }, since)).toBe(true);

    // revoked during the check (the check may have read the session just before the commit)
    const late = socket();
    const checkStarted = hub.now();
    ms += 5;
    await hub.revoke({ session: 'late' });
    expect(hub.attach(late, { userId: 8, session: 'late' }, checkStarted)).toBe(false);
    expect(late.closedWith).toBe(CLOSE_NOT_LOGGED_IN);

    // remembered for a minute only
    ms += 61_000;
    const much = socket();
    expect(hub.attach(much, { userId: 8, session: 'late' }, checkStarted)).toBe(true);
  });

  it('does not keep a socket that closed while its ticket was checked', async () => {
    const hub = new RealtimeHub(null, null, () => 0);
    const gone = socket();
    gone.readyState = 3;
    expect(hub.attach(gone, { userId: 1, session: 's' }, 0)).toBe(false);
    await hub.publish('user:1', { type: 'x', payload: 1 });
    expect(gone.sent).toHaveLength(0);
  });
});
