// Order and order-item statuses (SPEC 4) plus the API's internal PaymentPending.
export const ORDER_STATUS = {
  PaymentPending: 'PaymentPending',
  Processing: 'ProcessingOrder',
  Honoured: 'Honoured',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
} as const;
