// After `redocly bundle` (npm run contract:bundle): the hash of the contract's sources, committed
// beside the bundle, so that `npm start` on a fresh clone knows the committed bundle is current
// (scripts/builds.mjs, `committedStamp`).
import { START_BUILDS, writeCommittedStamp } from './builds.mjs';

writeCommittedStamp(START_BUILDS.find((build) => build.name === 'contract'));
