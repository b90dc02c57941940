/**
 * Property tests run on a fixed seed, so a run is reproducible and CI answers the same for the
 * same commit. Exploration is explicit: `FC_SEED=random npm run test:unit` (or a number to replay a
 * failure; fast-check prints the seed and path of every counterexample).
 */
import fc from 'fast-check';

const raw = process.env.FC_SEED ?? '20261124';
const seed = raw === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(raw);
if (raw === 'random') console.log(`fast-check: seed ${seed} — replay with FC_SEED=${seed}`);
fc.configureGlobal({ seed });
