import type { ActivityDefinitionInput } from '../schema';
import { confession520 } from './confession-520';
import { constellation, constellationJp } from './constellation';
import { cyber } from './cyber';
import { energyChallenge } from './energy-challenge';
import { grandCeremony } from './grand-ceremony';
import { linglong2024 } from './linglong-2024';
import { swimming, swimmingJp } from './swimming';
import { yearly2023 } from './yearly-2023';

/** Definitions of this group, one file each (defs/index.ts joins the groups). */
export const GROUP_C: ActivityDefinitionInput[] = [
  energyChallenge,
  grandCeremony,
  swimming,
  swimmingJp,
  linglong2024,
  yearly2023,
  confession520,
  constellation,
  constellationJp,
  cyber,
];
