import { periodKey } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../platform/outbox';
import { adminFund, giftCatalogue, newUser, sendGift } from '../../test/factories';
import { adminLogin, buildTestApp, type TestApp } from '../../test/helpers';
import { MemoryRankIndex, type RankIndex } from '../rankings/rank-index';
import { boardKey, wholeBoard } from '../rankings/service';
import { subscribeRankings } from '../rankings/subscribers';
import { GIFT_EFFECTS } from './events';

/** An index that can be made to fail, as Redis does when it times out. */
class FlakyIndex extends MemoryRankIndex implements RankIndex {
  failSet = false;
  failForget = false;
  override async set(key: string, owner: string, score: number) {
    if (this.failSet) throw new Error('index down');
    return super.set(key, owner, score);
  }
  override async forget(key: string) {
    if (this.failForget) throw new Error('index down');
    return super.forget(key);
  }
}

/** the gift-effects consumer's rankings handler, on an index the test controls */
function effectsWith(t: TestApp, index: RankIndex) {
  const outbox = new Outbox(t.db);
  subscribeRankings(outbox, index);
  return () => outbox.deliver(GIFT_EFFECTS);
}

describe('gift effects when the rank index loses an update', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    admin = (await adminLogin(t)).access_token;
  });
  afterAll(() => t.close());

  async function sendRoses(count: number) {
    const [from, to] = [await newUser(t), await newUser(t)];
    await adminFund(t, admin, from.id, 1000);
    const rose = (await giftCatalogue(t)).find((g) => g.code === 'rose')!;
    const sent = await sendGift(t, from.token, to.id, rose.id, count);
    expect(sent.envelope.status).toBe(0);
    return String(to.id);
  }

  const ref = () => ({ board: 'charm', scope: 'default:default', period: periodKey('daily', t.clock.now(), 'default') });
  const standing = (index: RankIndex, owner: string) => index.standing(boardKey(ref()), owner, () => wholeBoard(t.db, ref()));

  it('drops the board so that its next look-up reloads the committed scores', async () => {
    const index = new FlakyIndex();
    const applyGiftEffects = effectsWith(t, index);
    await t.flushOutbox(); // nothing else pending
    const receiver = await sendRoses(3);
    expect((await standing(index, receiver)).score).toBeNull(); // the board is loaded, without the gift
    index.failSet = true;
    await expect(applyGiftEffects()).rejects.toThrow(/updates lost/);
    index.failSet = false;
    expect((await standing(index, receiver)).score).toBe(30); // reloaded: 3 roses, 10 charm each
  });

  it('when even dropping fails, a later run drops the board', async () => {
    const index = new FlakyIndex();
    const applyGiftEffects = effectsWith(t, index);
    const receiver = await sendRoses(2);
    expect((await standing(index, receiver)).score).toBeNull();
    index.failSet = true;
    index.failForget = true;
    await expect(applyGiftEffects()).rejects.toThrow(/updates lost/);
    index.failSet = false;
    index.failForget = false;
    expect((await standing(index, receiver)).score).toBeNull(); // still the stale board
    expect(await applyGiftEffects()).toBe(0); // nothing new to apply, but the board is dropped
    expect((await standing(index, receiver)).score).toBe(20);
  });
});
