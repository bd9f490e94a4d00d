/** The screens staff reach from the menus, without an id. */
export const STAFF_SCREENS = [
  '/quotes',
  '/quote',
  '/jobs',
  '/backlogreport',
  '/backlogsearch',
  '/production',
  '/releasedforproduction',
  '/dailyschedule',
  '/board',
  '/dashboard',
  '/projectmanagerschedule',
  '/customerreport',
  '/customerinformation',
  '/purchaseorder',
  '/purchaseorderreadytobeorder',
  '/purchaseorderreadytobedelivered',
  '/purchaseorderdelivered',
  '/accounting',
  '/quotedvsactual',
  '/aging',
  '/machine',
  '/machineimperfections',
  '/machineplates',
  '/machineimages',
  '/payment/openinvoices',
  '/payment/adminpayments',
  '/payment/adminjobpayments',
  '/payment/adminbanks',
  '/account/settings',
  '/admin/accounts',
  '/admin/addons',
  '/admin/tax',
  '/messages',
  '/admin/notifications',
] as const;

/** The screens of one job: the quote and its stages. */
export const jobScreens = (id: number) =>
  [
    `/quote/${id}`,
    `/job/${id}`,
    `/backlog/${id}`,
    `/scheduler/${id}`,
    `/files/${id}`,
    `/shipping/${id}`,
  ] as const;

/** A customer's screens. */
export const CUSTOMER_SCREENS = [
  '/quotes',
  '/quote',
  '/payment/edit',
  '/payment/makepayment',
  '/payment/accounthistory',
  '/payment/openinvoices',
  '/account/settings',
] as const;
