import type { ActivityDefinitionInput } from '@app/shared';
import { LOCALES } from '@app/shared';

/**
 * A small knockout with a task, a check-in and a Christmas tree, for the module's tests (dates in
 * 2030, China time): audition 23–25 Oct (3 go through), knockout 26–27 (2), final 28–30 (1); the
 * tree's pool takes 10% of the gift coins of 28–29 Oct and splits on the 30th.
 */
const labels = {
  'board.stars': 'Stars',
  'stage.audition': 'Audition',
  'stage.knockout': 'Knockout',
  'stage.final': 'Final',
  'task.spend': 'Spend',
  'decoration.bell': 'Bell',
  'decoration.star': 'Star',
};

export const ACTIVITY_DEFINITION_TEST: ActivityDefinitionInput = {
  id: 'test_knockout',
  region: 'default',
  brands: ['default'],
  window: { start: '2030-10-23', end: '2030-10-30' },
  theme: { art: 'moon', from: '#2a1846', to: '#120a24', accent: '#f5b94a' },
  boards: [
    {
      id: 'stars',
      owner: 'receiver',
      gender: 'female',
      points: 'rank',
      limited_tenths: 12,
      rewards: [
        {
          from: 1,
          to: 1,
          grants: [
            { kind: 'currency', amount: 500 },
            { kind: 'item', item: 'frame_gold', days: 7 },
          ],
        },
        { from: 2, to: 2, grants: [{ kind: 'currency', amount: 200 }] },
      ],
    },
  ],
  tournament: {
    board: 'stars',
    stages: [
      { id: 'audition', start: '2030-10-23', end: '2030-10-25', advance: 3 },
      { id: 'knockout', start: '2030-10-26', end: '2030-10-27', advance: 2 },
      { id: 'final', start: '2030-10-28', end: '2030-10-30', advance: 1 },
    ],
  },
  tasks: [{ id: 'spend', metric: 'gift_coins', goal: 100, grants: [{ kind: 'currency', amount: 10 }] }],
  check_in: { grants: [{ kind: 'asset', asset: 'silver_coin', amount: 5 }] },
  tree: {
    unlock: 10,
    decorations: [
      { id: 'bell', metric: 'gift_coins', goal: 20 },
      { id: 'star', metric: 'checkin_days', goal: 1 },
    ],
    goal: 5,
    pool: { start: '2030-10-28', end: '2030-10-29', split: '2030-10-30', percent: 10 },
  },
  views: [
    {
      id: 'main',
      tabs: [
        {
          id: 'all',
          blocks: [
            { type: 'countdown' },
            { type: 'tournament' },
            { type: 'leaderboard', board: 'stars', top: 20 },
            { type: 'tasks' },
            { type: 'tree' },
            { type: 'check_in' },
            { type: 'rules' },
          ],
        },
      ],
    },
  ],
  routes: [{ path: '/h5/test_knockout', section: 'other', name: 'test_knockout', view: 'main' }],
  text: Object.fromEntries(
    LOCALES.map((l) => [l, { title: `Knockout ${l}`, tagline: 'A test event', rules: ['Rule one.'], labels }]),
  ) as unknown as ActivityDefinitionInput['text'],
};
