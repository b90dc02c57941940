/**
 * Every limit of the product in one place (DESIGN "Style": a limit on everything, units last in
 * names): the spec's (section 9 and the rules of sections 5-7) and ours. Schemas, services and
 * pages read them from here, so a limit changes in one line and both sides agree.
 *
 * Names end in their unit (`Ms`, `Seconds`, `Minutes`, `Days`, `Litres`, `Words`) or say what is
 * counted (`…Max` of characters for text, of items for lists and pages). Rates, prices and reward
 * tables are rules, not limits: they live with their rule (economy.ts, rank-rewards.ts, cp.ts).
 * Pure data, no imports. Each limit is its own export and `LIMITS` is this module's namespace
 * (`LIMITS.nicknameMax`): a page's bundle keeps only the limits it reads.
 */
export * as LIMITS from './limits';

// ---- spec section 9 and the rules it states ----
/** every API call gives up after this long (spec 7 and 9) */
export const requestTimeoutMs = 15_000;
/** racing: a round starts this often */
export const racingRoundIntervalSeconds = 40;
/** racing: gasoline one car takes per round */
export const racingFuelPerCarPerRoundLitresMax = 5000;
/** scratch cards: the latest records shown */
export const scratchRecordsShownMax = 100;
/** scratch: medal fragments one scratch ticket costs */
export const scratchTicketFragments = 1;
/** scratch: tickets scratched for a day of the scratch medal */
export const scratchFragmentsPerMedalDay = 5;
/** scratch: the Lamborghini prize, in the brand's currency (diamonds on diamond brands) */
export const scratchLamborghiniPrize = 300_000;
/** anchor fight: points a host gets on the fight board per cheer (one draw) */
export const anchorFightPointsPerCheer = 100;
/** wish ticket price in the brand's currency */
export const wishTicketPrice = 100;
/** draws: the default region's daily spending cap on draws, in the brand's currency (configurable) */
export const drawDailyCapDefaultRegion = 100_000;
/** draws: the page warns before a draw that takes the day's spending to this share of the cap */
export const drawDailyCapWarnPercent = 80;
/** draws: results are kept at least this long (compliance) */
export const drawResultsKeptDaysMin = 90;
/** draws: results are kept this long unless configured otherwise */
export const drawResultsKeptDaysDefault = 180;
/** draws: the longest retention that may be configured (ten years) */
export const drawResultsKeptDaysMax = 3650;
/** draws: a client seed's length */
export const drawClientSeedMax = 64;
/** cyber event: the top of the hall of fame that is rewarded */
export const hallOfFameRewardedRanksMax = 10;
/** tribes that advance */
export const tribesAdvancingMax = 8;
/** levels 1-100, in bands of ten; features unlock at level 10 ("lock below level 10") */
export const levelMax = 100;
export const levelsPerBand = 10;
export const featureUnlockLevel = 10;
/** anchors: the check-in runs this many days */
export const anchorCheckInDays = 7;
/** anchors: a private-room call counts as a reception after this long */
export const anchorReceptionCallMinSeconds = 120;
/** anchors: a reply within this window earns points */
export const anchorReplyWindowMinutes = 3;
/** anchors: a new user's call counts after this long */
export const anchorNewUserCallMinSeconds = 120;
/** messages before a group CP invite */
export const groupCpInviteMessagesMin = 10;
export const relativesPerUserMax = 3;
/** a user has at most one CP at a time */
export const cpPartnersPerUserMax = 1;
export const guildTermYears = 1;
export const guildChangeNoticeDays = 30;
/** rewards are paid within this many working days */
export const rewardPayoutWorkingDaysMax = 3;
/** a referral code at the root path: word characters (spec 5) */
export const referralCodeLengthMin = 6;
export const referralCodeLengthMax = 10;
/** a code recorded for a browser attaches to an account registered from it within this many days (last code wins) */
export const referralAttributionDays = 30;
/** a browser's visitor id (the pages make a UUID) */
export const visitorIdMin = 16;
export const visitorIdMax = 64;
/** a channel as recorded with a visit */
export const channelMax = 64;
/** referral visits recorded per address per minute */
export const referralVisitsPerMinuteMax = 30;
/** invitees listed in the console's user drawer */
export const referralInviteesListedMax = 20;
/** an invited host's points count toward the inviter's host reward for this many days after registering */
export const referralHostRewardDays = 90;
/** rewards qualified or decided per scheduler run */
export const referralSweepBatch = 200;
/** minors (younger than this, in whole years) may not join events (spec 5) */
export const adultAgeYears = 18;
/** a birth-date change request's reason and a reviewer's note (modules/minors), characters */
export const birthDateChangeReasonMax = 200;

// ---- accounts ----
export const nicknameMax = 32;
/** a nickname as typed, before display controls are removed */
export const nicknameInputMax = 256;
export const passwordMin = 8;
export const passwordMax = 72;
export const emailMax = 254;
export const phoneDigitsMin = 6;
export const phoneDigitsMax = 15;
/** public ids as looked up (CP invitations, console filters, customer-service payments) */
export const publicIdMax = 32;

// ---- request protocol ----
/** a signed request's timestamp may be this far from the server's clock */
export const signWindowSeconds = 300;
export const nonceLengthMin = 16;
export const nonceLengthMax = 64;
/** client idempotency keys (request_id) */
export const requestIdLengthMin = 8;
export const requestIdLengthMax = 64;

// ---- paging (page-numbered lists) ----
export const pageNumberMax = 10_000;
export const pageSizeMax = 100;
export const pageSizeDefault = 20;

// ---- console ----
export const searchTermMax = 64;
export const permCodesMax = 64;
export const permCodeMax = 100;
/** perm_codes travels as JSON text */
export const permCodesTextMax = 4096;
export const adminRefreshTokenLengthMin = 16;
export const adminRefreshTokenLengthMax = 200;
/** transactions shown with a user's wallet in the console */
export const adminWalletTransactionsShown = 50;

// ---- ledger ----
/** one movement; far below 2^53 so sums of many stay exact in JS numbers */
export const ledgerAmountMax = 1_000_000_000_000;
/** the reason of a staff movement (adjustment, refund, club admission) */
export const staffReasonMax = 200;
export const transactionsPageSizeMax = 100;
export const transactionKindMax = 40;
export const transactionCursorMax = 40;

// ---- gifts and rankings ----
export const giftCountMax = 9999;
export const rankingPageSizeMax = 100;
export const rankingPageSizeDefault = 20;
/** what the ranking pages ask for at once */
export const rankingPageSizeShown = 50;
export const rankingOffsetMax = 10_000;
/** accounts at most this many days old when a gift arrives count on the newcomer board */
export const newcomerAccountAgeDaysMax = 30;
/** a closed period is paid this long after its end, so late gift transactions and the effects job have landed */
export const rankRewardGraceMs = 5 * 60_000;

// ---- club ----
export const clubHallSizeMax = 100;
export const clubHallSizeDefault = 50;

// ---- social ----
/** most people one user may follow: keeps a follow list a list, and slows down follow-spam */
export const followsPerUserMax = 5000;
export const followListPageSizeMax = 100;
export const followListPageSizeDefault = 20;
export const followCursorMax = 60;

// ---- CP ----
/** how long an invitation waits for an answer (72 hours) */
export const cpInvitationTtlSeconds = 72 * 3600;
/** waiting invitations listed on the CP page */
export const cpInvitationsListedMax = 100;

// ---- payments ----
/** an order lives this long unpaid; a payment that arrives later is still credited */
export const orderTtlMinutes = 30;
export const orderIdLengthMin = 4;
export const orderIdLengthMax = 40;
export const ordersPageSizeMax = 50;
export const ordersPageSizeDefault = 20;
export const orderCursorMax = 120;
export const storeReceiptLengthMin = 8;
export const storeReceiptLengthMax = 8192;
/** the reference of a customer-service payment (transfer number, receipt) */
export const paymentReferenceMax = 100;
export const paymentProviderNameMax = 20;

// ---- staff (four eyes on money) ----
/** a wallet adjustment of more than this many units of its asset (either sign) waits for a second admin */
export const approvalAdjustAmountMax = 500_000;
/** a refund of more than this (minor units of the order's currency) waits for a second admin */
export const approvalRefundCnyMinorMax = 100_000;
export const approvalRefundJpyMinorMax = 150_000;
export const approvalRefundUsdMinorMax = 15_000;
export const approvalsPageSizeMax = 100;
export const adminsListedMax = 500;

// ---- customer service (feedback threads) ----
/** an uploaded image, after the page scaled it down (the request body carries it base64, under the 1 MiB body limit) */
export const supportImageBytesMax = 700 * 1024;
/** each side of an uploaded image, in pixels */
export const supportImageSidePxMin = 16;
export const supportImageSidePxMax = 4096;
/** images in one message */
export const supportImagesPerMessageMax = 4;
export const supportMessageTextMax = 2000;
/** threads one user may have open (not closed) at once */
export const supportOpenThreadsPerUserMax = 5;
/** messages of a thread shown at once (newest) */
export const supportMessagesShownMax = 200;
export const supportThreadsListedMax = 50;
export const supportQueuePageSizeMax = 100;
export const supportQueueSearchMax = 100;
export const supportRatingCommentMax = 500;
export const supportCannedRepliesMax = 200;
export const supportCannedTitleMax = 60;
/** SLA: staff answer a new thread within this long */
export const supportFirstResponseMinutes = 120;
/** SLA: a thread is closed within this long of being opened */
export const supportResolutionHours = 48;
/** an image URL handed to a page works this long */
export const supportImageUrlTtlSeconds = 3600;
/** the user's recent orders beside a thread in the console */
export const supportRecentOrdersShown = 5;
/** risk: a record's description, a report's text, a notice's text */
export const riskTextMax = 1000;
/** risk: staff's note on an action */
export const riskNoteMax = 500;
/** risk: evidence images on one record */
export const riskEvidenceImagesMax = 6;
/** risk: reports one user may file per hour */
export const riskReportsPerHourMax = 5;
/** risk: the longest timed mute or ban (longer is permanent) */
export const riskRestrictionHoursMax = 24 * 3650;
/** risk: a device id as the bridge gives it */
export const riskDeviceIdMax = 128;
/** risk: the user's earlier records shown beside a record, and in the support side panel */
export const riskHistoryShown = 20;
/** risk: a user's devices shown in the console */
export const riskDevicesShown = 20;
/** risk: staff actions shown on a record */
export const riskActionsShown = 50;
/** risk: the notices a user sees on their own risk page */
export const riskUserNoticesShown = 50;
/** risk: a user's records asked for at once (support side panel, console drawer) */
export const riskUserRecordsMax = 100;
/** customer service: image uploads and posts per user per minute */
export const supportPostsPerMinuteMax = 30;
/** customer service: new threads per user per minute */
export const supportThreadsPerMinuteMax = 10;

// ---- realtime ----
/** a socket ticket is good for one connection within this long (schemas/realtime.ts) */
export const realtimeTicketTtlSeconds = 60;

// ---- legal documents and the registration information table ----
/** a document's Markdown text in one language (title line included) */
export const legalTextMax = 100_000;
/** versions of one document listed in the console */
export const legalVersionsListedMax = 100;
export const registerInfoNameMax = 40;
export const registerInfoContactMax = 64;
export const registerInfoAreaMax = 60;
export const registerInfoGuildMax = 60;
export const registerInfoExperienceMax = 500;
export const registerInfoPageSizeMax = 100;
export const registerInfoSearchMax = 60;

// ---- activities ----
/** a stage is cut, a board paid, a pool split this long after its end (late gifts and the scoring job land first) */
export const activitySettleGraceMs = 60_000;
/** the changed fields an activity console audit row lists (the count is always complete) */
export const activityAuditDiffMax = 200;
/** members of a tribe rewarded for its place, at most */
export const activityTribeMembersPaidMax = 200;
/** the player's reward records shown on an event page */
export const activityRewardsShown = 50;
/** the latest host events her income page lists */
export const hostIncomeRecentShown = 20;
/** how far ahead of the server clock a reported host event may be (clock skew between servers) */
export const hostEventFutureMs = 5 * 60_000;
/** how old a signed host-event request may be (its `t=`), either way */
export const hostEventSignatureToleranceMs = 5 * 60_000;

// ---- tribes (modules/tribes, packages/shared/src/tribes.ts) ----
/** a tribe's name, in characters (code points) */
export const tribeNameMin = 2;
export const tribeNameMax = 12;
/** a tribe's announcement, in characters */
export const tribeAnnouncementMax = 200;
/** members of a new tribe at most, chief included (each tribe stores its own limit) */
export const tribeMembersMax = 50;
/** elders of a new tribe at most */
export const tribeEldersMax = 3;
/** an invitation stays open this long */
export const tribeInviteDays = 7;
/** open join requests one user may have at once */
export const tribeOpenRequestsPerUserMax = 5;
/** tribes a browse or search page lists, and the places a tribe ranking shows */
export const tribeListMax = 50;
/** a search's characters */
export const tribeSearchMax = 20;
/** the hall's "recent" list */
export const tribeRecentShown = 20;
/** open requests a manager's list shows */
export const tribeRequestsShownMax = 50;
/** tribe writes (create, join, invite, decide, roles) per user per minute (HTTP rate limit) */
export const tribeActionsPerMinuteMax = 30;

// ---- host cards (modules/hostcards): a host's shareable profile card ----
/** photos on a card, at most (each checked as a support image: type, size, sides) */
export const hostCardPhotosMax = 6;
/** the card's self-introduction */
export const hostCardIntroMax = 300;
/** tags of the fixed set on one card */
export const hostCardTagsMax = 5;
/** a voice intro's file (base64 in a 1 MiB body) */
export const hostCardVoiceBytesMax = 700 * 1024;
/** a voice intro's length */
export const hostCardVoiceSecondsMin = 3;
export const hostCardVoiceSecondsMax = 60;
/** cards a brand's gallery lists */
export const hostCardGalleryMax = 24;
/** a host whose last signed-in request is this recent shows as online */
export const hostCardOnlineMinutes = 5;
/** ... and this recent as "active today" */
export const hostCardRecentHours = 24;
/** a host's activity is written at most this often (per server node) */
export const hostCardActivityWriteSeconds = 60;
/** the life of a card's photo or voice address */
export const hostCardMediaUrlTtlSeconds = 6 * 3600;
/** uploads per host a minute */
export const hostCardUploadsPerMinuteMax = 20;
/** staff's note when hiding a card */
export const hostCardHideReasonMax = 200;
/** the console's page size */
export const hostCardConsolePageMax = 100;

// ---- anonymous letters (modules/letters, packages/shared/src/letters.ts) ----
/**
 * letters: a letter (or a reply) is under 500 words (spec 5 and 9), counted by `countLetterWords`:
 * each Chinese/Japanese character (Han, kana, CJK punctuation, full-width forms) is one word, each
 * other whitespace-separated run (English, Korean, numbers, emoji) is one word.
 */
export const letterWordsMax = 499;
/** letters: characters of a letter or reply at most (a bound on storage; the word limit is the rule) */
export const letterTextMax = 5000;
/** letters: letters one user writes per day (the region's day) */
export const lettersPerDayMax = 5;
/** letters: letters one user receives per day (the region's day) */
export const letterReceivesPerDayMax = 10;
/** letters: readers one letter reaches at most (the least-read letters are drawn first) */
export const letterReadersMax = 3;
/** letters: a letter can be drawn for this many days after it was written */
export const letterPoolDays = 30;
/** letters: writes, replies and draws per user per minute (HTTP rate limit) */
export const letterActionsPerMinuteMax = 20;
/** letters: the characters of a reply the message centre's notice shows */
export const letterExcerptChars = 60;
/** letters: blocked keywords per region (console) and the characters of one */
export const letterKeywordsPerRegionMax = 500;
export const letterKeywordMax = 40;
/** letters: rows of a mailbox tab or a thread per page */
export const letterPageMax = 50;
