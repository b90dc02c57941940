import type { ActivityDefinitionInput } from '../schema';
import { dragonBaby } from './dragon-baby';
import { dragonReward } from './dragon-reward';
import { halloween } from './halloween';
import { midAutumn2024 } from './mid-autumn-2024';
import { qixi } from './qixi';
import { rechargeCarnival } from './recharge-carnival';
import { reward20250501 } from './reward-20250501';
import { summerParty } from './summer-party';
import { summerbar } from './summerbar';

/** Definitions of this group, one file each (defs/index.ts joins the groups). */
export const GROUP_B: ActivityDefinitionInput[] = [
  reward20250501,
  qixi,
  summerParty,
  halloween,
  midAutumn2024,
  summerbar,
  rechargeCarnival,
  dragonBaby,
  dragonReward,
];
