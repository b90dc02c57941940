import { ADMIN_API_BASE, endpoint } from './endpoint';

/** Activity pages (modules/activities): every seasonal and campaign page reads and acts through these. */
export const ACTIVITIES_API = {
  page: endpoint('GET', '/api/v1/activities/:event', { params: 'ZActivityParams', query: 'ZActivityQuery', response: 'ZActivityPage' }),
  board: endpoint('GET', '/api/v1/activities/:event/boards/:board', {
    params: 'ZActivityBoardParams',
    query: 'ZActivityBoardQuery',
    response: 'ZActivityBoardPage',
  }),
  results: endpoint('GET', '/api/v1/activities/:event/results/:board', {
    params: 'ZActivityBoardParams',
    query: 'ZActivityQuery',
    response: 'ZActivityResults',
  }),
  privacy: endpoint('POST', '/api/v1/activity-privacy', { body: 'ZActivityPrivacyRequest', response: 'ZActivityPrivacy' }),
  rewards: endpoint('GET', '/api/v1/activities/:event/rewards', { params: 'ZActivityParams', response: 'ZActivityRewards' }),
  claim: endpoint('POST', '/api/v1/activities/:event/tasks/:task/claim', {
    params: 'ZActivityTaskParams',
    body: 'ZActivityActionRequest',
    response: 'ZActivityActionResult',
  }),
  checkIn: endpoint('POST', '/api/v1/activities/:event/check-in', {
    params: 'ZActivityParams',
    body: 'ZActivityActionRequest',
    response: 'ZActivityActionResult',
  }),
  hang: endpoint('POST', '/api/v1/activities/:event/tree/hang', {
    params: 'ZActivityParams',
    body: 'ZActivityHangRequest',
    response: 'ZActivityActionResult',
  }),
} as const;

const A = `${ADMIN_API_BASE}/activities`;

/**
 * The activity console (docs/api.md "Activities"): versions of each event's definition, four-eyes
 * publishing, a phone preview, ending early, and the results (exported through REPORTS_API).
 */
export const ACTIVITIES_CONSOLE_API = {
  list: endpoint('GET', A, { query: 'ZAdminActivityListQuery', response: 'ZAdminActivityList' }),
  get: endpoint('GET', `${A}/:event`, { params: 'ZAdminActivityParams', response: 'ZAdminActivity' }),
  version: endpoint('GET', `${A}/:event/versions/:version`, {
    params: 'ZAdminActivityVersionParams',
    response: 'ZAdminActivityVersionDetail',
  }),
  saveDraft: endpoint('POST', `${A}/:event/draft`, {
    params: 'ZAdminActivityParams',
    body: 'ZAdminActivityDraftRequest',
    response: 'ZAdminActivityVersionDetail',
  }),
  submit: endpoint('POST', `${A}/:event/versions/:version/submit`, {
    params: 'ZAdminActivityVersionParams',
    response: 'ZAdminActivityVersionDetail',
  }),
  review: endpoint('POST', `${A}/:event/versions/:version/review`, {
    params: 'ZAdminActivityVersionParams',
    body: 'ZAdminActivityReviewRequest',
    response: 'ZAdminActivityVersionDetail',
  }),
  revert: endpoint('POST', `${A}/:event/versions/:version/revert`, {
    params: 'ZAdminActivityVersionParams',
    response: 'ZAdminActivityVersionDetail',
  }),
  end: endpoint('POST', `${A}/:event/end`, {
    params: 'ZAdminActivityParams',
    body: 'ZAdminActivityEndRequest',
    response: 'ZAdminActivity',
  }),
  preview: endpoint('POST', `${A}-preview`, { body: 'ZAdminActivityPreviewRequest', response: 'ZAdminActivityPreview' }),
  results: endpoint('GET', `${A}-results`, { query: 'ZAdminActivityResultsQuery', response: 'ZAdminActivityResults' }),
} as const;
