import { endpoint } from './endpoint';

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
