import type { ActivityDefinitionInput } from '../schema';
import { activity5202025 } from './activity-520-2025';
import { aprilFool2025 } from './april-fool-2025';
import { candy } from './candy';
import { dance } from './dance';
import { dragonBoat } from './dragon-boat';
import { goddessDay2025 } from './goddess-day-2025';
import { newYear2025 } from './new-year-2025';
import { newYearsDay } from './new-years-day';
import { spring2025 } from './spring-2025';
import { springFestival2024 } from './spring-festival-2024';
import { springFestival2025 } from './spring-festival-2025';
import { valentines2025 } from './valentines-2025';

/** Definitions of this group, one file each (defs/index.ts joins the groups). */
export const GROUP_A: ActivityDefinitionInput[] = [
  dragonBoat,
  activity5202025,
  dance,
  candy,
  spring2025,
  aprilFool2025,
  valentines2025,
  springFestival2025,
  springFestival2024,
  goddessDay2025,
  newYear2025,
  newYearsDay,
];
