export { expectNoSeriousA11yViolations } from './axe.js';
export { BADGE_HOST, expect, test } from './fixtures.js';
export { RECORDED_NOW } from './fpl-data.js';
export { latestMailTo, linkIn, resetLinkFor } from './outbox.js';
export { expectStagesLasted, recordStatusMessages, type StatusEntry, statusMessages } from './status-log.js';
export { newUser, signInAs, signUpUser, type TestUser } from './users.js';
