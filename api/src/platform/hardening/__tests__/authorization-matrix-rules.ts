// What each API route allows in the authorization matrix: who may call it, whose record it names,
// and how a list would show another caller's records. A route the server registers without a
// rule here fails the matrix.
import {
  EVERYONE,
  PATRONS,
  SESSIONS,
  SIGNED_IN,
  SPONSORS,
  type Rule,
} from './authorization-matrix-callers';

const has = (data: unknown, needle: string | number) =>
  JSON.stringify(data ?? null).includes(String(needle));
const anyOf = (data: unknown, values: Array<string | number>) =>
  values.some((v) => has(data, `"${v}"`) || has(data, `:${v},`) || has(data, `:${v}}`));

export const EXPECTED: Record<string, Rule> = {
  'POST /action': {
    callers: EVERYONE,
    note: "dispatcher: runs the target route with that route's own access check",
  },
  'GET /captcha/challenge': { callers: EVERYONE, note: 'public' },
  'GET /demo/mailbox': { callers: EVERYONE, note: 'demo only, off in production' },
  'GET /events': {
    callers: SIGNED_IN,
    note: "server-sent events of the caller's own orders only (live events tests)",
  },
  'GET /docs': { callers: EVERYONE, note: 'public API description' },
  'POST /feedback/save': { callers: EVERYONE, note: 'public form (captcha)' },
  'POST /user/anonymoususer': { callers: EVERYONE, note: 'public form (captcha)' },
  'POST /user/authenticate': { callers: EVERYONE, note: 'login' },
  'POST /user/forgotpassword': { callers: EVERYONE, note: 'public form (captcha)' },
  'POST /user/newpassword': {
    callers: EVERYONE,
    note: 'reset token in the body is the credential',
  },
  'POST /user/resendlink': { callers: EVERYONE, note: 'public form (captcha)' },
  'POST /user/validateResetToken': {
    callers: EVERYONE,
    note: 'reset token in the body is the credential',
  },
  'POST /user/signup': {
    callers: EVERYONE,
    note: 'public form (captcha); creates nothing until the mailed link is opened',
  },
  'POST /user/resendverification': { callers: EVERYONE, note: 'public form (captcha)' },
  'POST /user/verifyemail': {
    callers: EVERYONE,
    note: 'sign-up link token in the body is the credential',
  },
  'POST /telemetry': {
    callers: EVERYONE,
    note: 'browsers report remote loads and Web Vitals: app, version, outcome and numbers, nothing of anyone',
  },

  'POST /user/details': { callers: SIGNED_IN, leaks: (d, o) => has(d, `"id":${o.userId},`) },
  'POST /user/updatepassword': {
    callers: SIGNED_IN,
    note: 'acts on the caller only (tested in auth tests)',
  },
  'POST /user/notifications': { callers: SIGNED_IN, leaks: (d, o) => anyOf(d, o.serials) },
  'POST /user/notifications/update': {
    callers: SIGNED_IN,
    note: "changes the caller's own settings; another rider's card answers 404 (notification tests)",
  },
  'POST /user/updateprofile': {
    callers: SIGNED_IN,
    note: 'acts on the caller only (tested in auth tests)',
  },
  'POST /user/language': {
    callers: SIGNED_IN,
    note: "saves the caller's own language (i18n languages test)",
  },
  'POST /user/logout': { callers: SESSIONS, note: "ends the caller's own session" },
  'POST /user/endOtherSessions': {
    callers: SIGNED_IN,
    note: "ends the caller's own other logins (production-safe tests)",
  },
  'POST /user/isTokenValid': { callers: SESSIONS, note: "the caller's own token" },
  'POST /user/refreshtoken': { callers: SESSIONS, note: "the caller's own token" },

  'POST /card': { callers: SIGNED_IN, leaks: (d, o) => anyOf(d, o.serials) },
  'POST /card/details': {
    callers: SIGNED_IN,
    owned: { owners: PATRONS, body: (i) => ({ cardId: i.cardIds[0] }) },
  },
  'POST /card/detailsBySerial': {
    callers: SESSIONS,
    owned: { owners: PATRONS, body: (i) => ({ cardSerialNo: i.serials[0] }), byStranger: true },
  },
  'POST /card/rsContracts': {
    callers: SESSIONS,
    owned: { owners: PATRONS, body: (i) => ({ cardSerialNo: i.serials[0] }), byStranger: true },
  },
  'POST /contract/details': {
    callers: SESSIONS,
    owned: {
      owners: PATRONS,
      body: (i) => ({ contractId: i.rechargeableContractId }),
      byStranger: true,
    },
  },
  'POST /card/add': {
    callers: PATRONS,
    note: 'takes only a card no account or company owns; every other card answers like a wrong code (card ownership tests)',
  },
  'POST /card/nickname': {
    callers: PATRONS,
    owned: { owners: PATRONS, body: (i) => ({ cardId: i.cardIds[0], nickname: 'Matrix' }) },
  },
  'POST /card/remove': {
    callers: PATRONS,
    owned: { owners: PATRONS, body: (i) => ({ cardId: i.cardIds[0] }), destructive: true },
  },
  'POST /card/block': {
    callers: PATRONS,
    owned: { owners: PATRONS, body: (i) => ({ cardId: i.cardIds[0] }), destructive: true },
  },
  'POST /card/transfer': {
    callers: PATRONS,
    owned: {
      owners: PATRONS,
      body: (i) => ({ cardId: i.cardIds[0], replacementCardId: i.cardIds[1] ?? i.cardIds[0] }),
      destructive: true,
    },
  },
  'POST /export/activity': {
    callers: SIGNED_IN,
    owned: {
      owners: PATRONS,
      body: (i) => ({
        contractId: i.rechargeableContractId,
        fromDate: '2020-01-01',
        toDate: '2020-12-31',
      }),
    },
  },
  'POST /export/orders': {
    callers: SIGNED_IN,
    note: "the caller's own orders (visibleOrders), checked in the export tests",
  },
  'POST /export/employees': {
    callers: SPONSORS,
    leaks: (d, o) => o.serials.some((serial) => has(d, serial)),
  },
  'POST /export/companyCards': {
    callers: SPONSORS,
    leaks: (d, o) => o.serials.some((serial) => has(d, serial)),
  },
  'POST /export/bulkReload': {
    callers: SPONSORS,
    owned: { owners: SPONSORS, body: (i) => ({ orderId: i.orderIds[0] ?? 999999 }) },
  },
  'POST /card/tap': {
    callers: SIGNED_IN,
    owned: { owners: PATRONS, body: (i) => ({ contractId: i.rechargeableContractId }) },
  },
  'POST /cart/addRechargeCard': {
    callers: SESSIONS,
    owned: {
      owners: PATRONS,
      body: (i) => ({ contractid: i.rechargeableContractId, rechargevalue: i.minReload }),
      byStranger: true,
    },
  },
  'POST /cart/cartItems': {
    callers: SESSIONS,
    leaks: (d, o) => o.cartItemId !== null && has(d, `"itemId":${o.cartItemId},`),
  },
  'POST /cart/editOrderItem': {
    callers: SESSIONS,
    owned: {
      owners: PATRONS,
      body: (i) => ({ orderItemId: i.cartItemId, rechargevalue: i.minReload }),
    },
  },
  'POST /cart/deleteOrderItem': {
    callers: SESSIONS,
    owned: { owners: PATRONS, body: (i) => ({ orderItemId: i.cartItemId }), destructive: true },
  },
  'POST /order/submit': {
    callers: SESSIONS,
    note: "submits the caller's own cart only (order tests)",
  },
  'POST /order/search': {
    callers: SIGNED_IN,
    leaks: (d, o) => o.orderIds.some((id) => has(d, `"orderId":${id},`)),
  },
  'POST /order/getOrdersDetails': {
    callers: SIGNED_IN,
    owned: { owners: [...PATRONS, ...SPONSORS], body: (i) => ({ orderId: i.orderIds[0] }) },
  },

  'POST /subscription/list': { callers: SIGNED_IN, leaks: (d, o) => anyOf(d, o.serials) },
  'POST /subscription/isSubscriptionAllowed': {
    callers: SIGNED_IN,
    owned: { owners: PATRONS, body: (i) => ({ contractid: i.rechargeableContractId }) },
  },
  'POST /subscription/addSubscription': {
    callers: SIGNED_IN,
    note: 'needs a card payload; scoping covered by subscription tests',
  },
  'POST /subscription/updateSubscription': {
    callers: SIGNED_IN,
    note: 'scoping covered by subscription tests',
  },
  'POST /subscription/deleteSubscription': {
    callers: SIGNED_IN,
    note: 'scoping covered by subscription tests',
  },
  'POST /subscription/getSPA': { callers: PATRONS, note: "the caller's own payment method" },
  'POST /subscription/updateSPA': { callers: PATRONS, note: "the caller's own payment method" },

  'POST /companycard/search': { callers: SPONSORS, leaks: (d, o) => anyOf(d, o.serials) },
  'POST /companycard/block': {
    callers: SPONSORS,
    owned: { owners: SPONSORS, body: (i) => ({ cardId: i.cardIds[0] }), destructive: true },
  },
  'POST /companycard/transfer': {
    callers: SPONSORS,
    owned: {
      owners: SPONSORS,
      body: (i) => ({ cardId: i.cardIds[0], replacementCardId: i.cardIds[1] ?? i.cardIds[0] }),
      destructive: true,
    },
  },
  'POST /employee/search': {
    callers: SPONSORS,
    leaks: (d, o) => o.employeeIds.some((id) => has(d, `"id":${id},`)),
  },
  'POST /employee/detail': {
    callers: SPONSORS,
    owned: { owners: SPONSORS, body: (i) => ({ id: i.employeeIds[0] }) },
  },
  'POST /employee/create': {
    callers: SPONSORS,
    note: "creates in the caller's company (sponsor tests)",
  },
  'POST /employee/update': {
    callers: SPONSORS,
    owned: { owners: SPONSORS, body: (i) => ({ id: i.employeeIds[0] }), destructive: true },
  },
  'POST /employee/remove': {
    callers: SPONSORS,
    owned: {
      owners: SPONSORS,
      body: (i) => ({ ids: [i.employeeIds[0]] }),
      destructive: true,
      perRow: true,
    },
  },
  'POST /employee/cardAllocation': {
    callers: SPONSORS,
    note: "looks up a card serial among the caller's company cards",
  },
  'POST /sponsor/digest': {
    callers: SPONSORS,
    note: "the caller's own setting and company's counts (weekly-digest tests)",
  },
  'POST /sponsor/digest/update': {
    callers: SPONSORS,
    note: "changes only the caller's own setting (weekly-digest tests)",
  },
  'POST /group/search': {
    callers: SPONSORS,
    leaks: (d, o) => o.groupIds.some((id) => has(d, `"id":${id},`)),
  },
  'POST /group/details': {
    callers: SPONSORS,
    owned: { owners: SPONSORS, body: (i) => ({ id: i.groupIds[0] }) },
  },
  'POST /group/create': {
    callers: SPONSORS,
    note: "creates in the caller's company (sponsor tests)",
  },
  'POST /group/update': {
    callers: SPONSORS,
    owned: { owners: SPONSORS, body: (i) => ({ id: i.groupIds[0] }), destructive: true },
  },
  'POST /group/remove': {
    callers: SPONSORS,
    owned: {
      owners: SPONSORS,
      body: (i) => ({ ids: [i.groupIds[0]] }),
      destructive: true,
      perRow: true,
    },
  },
  'POST /recharge/rechargeQCards': {
    callers: SPONSORS,
    leaks: (d, o) => o.employeeIds.some((id) => has(d, `"employeeId":${id},`)),
  },
  'POST /recharge/addRechargeCards': {
    callers: SPONSORS,
    owned: {
      owners: SPONSORS,
      body: (i) => ({
        rechargeCards: [
          {
            employeeId: i.employeeIds[0],
            contractid: i.employeeContractIds[0],
            rechargevalue: 1000,
          },
        ],
      }),
    },
  },
  'POST /rssubscription/search': {
    callers: SPONSORS,
    leaks: (d, o) => o.employeeIds.some((id) => has(d, `"employeeId":${id},`)),
  },
  'POST /rssubscription/add': {
    callers: SPONSORS,
    note: "rows of the caller's company only (sponsor subscription tests)",
  },
  'POST /rssubscription/addSubscription': {
    callers: SPONSORS,
    note: "rows of the caller's company only (sponsor subscription tests)",
  },
  'POST /rssubscription/delete': {
    callers: SPONSORS,
    owned: {
      owners: SPONSORS,
      body: (i) => ({
        employeeSubscriptions: [
          { employeeId: i.employeeIds[0], contractid: i.employeeContractIds[0] },
        ],
      }),
      destructive: true,
      perRow: true,
    },
  },
};
