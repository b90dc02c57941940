import type { ActivityDefinitionInput } from '../schema';
import { autumn2025, autumn2025Jp } from './autumn-2025';
import { GROUP_A } from './group-a';
import { GROUP_B } from './group-b';
import { GROUP_C } from './group-c';

/**
 * Every activity the product ships, as authored. Adding one is a file here (its definition with
 * its text in five languages), a line in a group, its artwork, and `npm run gen:activities` to
 * regenerate the route list (routes.ts).
 */
export const ACTIVITY_DEFINITIONS: readonly ActivityDefinitionInput[] = [autumn2025, autumn2025Jp, ...GROUP_A, ...GROUP_B, ...GROUP_C];
