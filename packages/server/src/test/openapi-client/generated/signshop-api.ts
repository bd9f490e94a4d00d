export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read health
     * @description Who may call it: anyone, signed in or not.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read ready
     * @description Who may call it: anyone, signed in or not.
     */
    get: operations['getReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit account login
     * @description Who may call it: anyone, signed in or not.
     */
    post: operations['postAccountLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit account
     * @description Who may call it: anyone, signed in or not.
     */
    post: operations['postAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/finishsignup/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit account finishsignup by token
     * @description Who may call it: anyone, signed in or not.
     */
    post: operations['postAccountFinishsignupByToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read account me
     * @description Who may call it: any signed-in user.
     */
    get: operations['getAccountMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read account session
     * @description Who may call it: anyone, signed in or not.
     */
    get: operations['getAccountSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sendresetpasswordemail/{email}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit account sendresetpasswordemail by email
     * @description Who may call it: anyone, signed in or not.
     */
    post: operations['postAccountSendresetpasswordemailByEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/resetpassword/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update account resetpassword by id
     * @description Who may call it: anyone, signed in or not.
     */
    put: operations['putAccountResetpasswordById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read account logout
     * @description Who may call it: anyone, signed in or not.
     */
    get: operations['getAccountLogout'];
    put?: never;
    /**
     * Submit account logout
     * @description Who may call it: anyone, signed in or not.
     */
    post: operations['postAccountLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update account settings
     * @description Who may call it: any signed-in user.
     */
    put: operations['putAccountSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read admin accounts
     * @description Who may call it: users with the role Admin.
     */
    get: operations['getAdminAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read admin company
     * @description Who may call it: users with the role Admin.
     */
    get: operations['getAdminCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin accounts by id
     * @description Who may call it: users with the role Admin.
     */
    put: operations['putAdminAccountsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/signtypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote signtypes
     * @description Who may call it: any signed-in user.
     */
    get: operations['getQuoteSigntypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/addons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote addons
     * @description Who may call it: any signed-in user.
     */
    get: operations['getQuoteAddons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/addons/{typeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote addons by type id
     * @description Who may call it: any signed-in user.
     */
    get: operations['getQuoteAddonsByTypeId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/alladdons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote alladdons
     * @description Who may call it: users with the role Admin.
     */
    get: operations['getQuoteAlladdons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/alladdons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin alladdons
     * @description Who may call it: users with the role Admin.
     */
    put: operations['putAdminAlladdons'];
    /**
     * Submit admin alladdons
     * @description Who may call it: users with the role Admin.
     */
    post: operations['postAdminAlladdons'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/alladdons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete admin alladdons by id
     * @description Who may call it: users with the role Admin.
     */
    delete: operations['deleteAdminAlladdonsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/alladdonscostorderindex': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin alladdonscostorderindex
     * @description Who may call it: users with the role Admin.
     */
    put: operations['putAdminAlladdonscostorderindex'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/signtype': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin signtype
     * @description Who may call it: users with the role Admin.
     */
    put: operations['putAdminSigntype'];
    /**
     * Submit admin signtype
     * @description Who may call it: users with the role Admin.
     */
    post: operations['postAdminSigntype'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/signtype/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete admin signtype by id
     * @description Who may call it: users with the role Admin.
     */
    delete: operations['deleteAdminSigntypeById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote
     * @description Who may call it: any signed-in user.
     */
    get: operations['getQuote'];
    put?: never;
    /**
     * Submit quote
     * @description Who may call it: any signed-in user.
     */
    post: operations['postQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit quote query
     * @description Who may call it: any signed-in user.
     */
    post: operations['postQuoteQuery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/queryByBacklog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit quote query by backlog
     * @description Who may call it: any signed-in user.
     */
    post: operations['postQuoteQueryByBacklog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote by id
     * @description Who may call it: any signed-in user.
     */
    get: operations['getQuoteById'];
    /**
     * Update quote by id
     * @description Who may call it: any signed-in user.
     */
    put: operations['putQuoteById'];
    post?: never;
    /**
     * Delete quote by id
     * @description Who may call it: any signed-in user.
     */
    delete: operations['deleteQuoteById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/customerName/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote customer name by name
     * @description Who may call it: any signed-in user.
     */
    get: operations['getQuoteCustomerNameByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/contactInformation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit quote contact information
     * @description Who may call it: any signed-in user.
     */
    post: operations['postQuoteContactInformation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/asanteContactInformation/{text}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote asante contact information by text
     * @description Who may call it: users with the role Asante.
     */
    get: operations['getQuoteAsanteContactInformationByText'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read quote history by id
     * @description Who may call it: any signed-in user.
     */
    get: operations['getQuoteHistoryById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backlog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read backlog
     * @description Who may call it: any signed-in user.
     */
    get: operations['getBacklog'];
    /**
     * Update backlog
     * @description Who may call it: users with the role Asante.
     */
    put: operations['putBacklog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backlog/{quoteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read backlog by quote id
     * @description Who may call it: any signed-in user.
     */
    get: operations['getBacklogByQuoteId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase_order/purchase_order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit purchase order purchase order
     * @description Who may call it: users with the role Asante.
     */
    post: operations['postPurchaseOrderPurchaseOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase_order/purchase_order/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read purchase order purchase order by id
     * @description Who may call it: users with the role Asante.
     */
    get: operations['getPurchaseOrderPurchaseOrderById'];
    /**
     * Update purchase order purchase order by id
     * @description Who may call it: users with the role Asante.
     */
    put: operations['putPurchaseOrderPurchaseOrderById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase_order/search/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit purchase order search all
     * @description Who may call it: users with the role Asante.
     */
    post: operations['postPurchaseOrderSearchAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase_order/search/description': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit purchase order search description
     * @description Who may call it: users with the role Asante.
     */
    post: operations['postPurchaseOrderSearchDescription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/schedule/assign_to': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read schedule assign to
     * @description Who may call it: users with the role Asante, verified.
     */
    get: operations['getScheduleAssignTo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/schedule/{quoteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read schedule by quote id
     * @description Who may call it: any signed-in user.
     */
    get: operations['getScheduleByQuoteId'];
    /**
     * Update schedule by quote id
     * @description Who may call it: users with the role Asante.
     */
    put: operations['putScheduleByQuoteId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dailyschedule/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update dailyschedule by id
     * @description Who may call it: users with the role Asante.
     */
    put: operations['putDailyscheduleById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/project_managers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read account project managers
     * @description Who may call it: users with the role Asante.
     */
    get: operations['getAccountProjectManagers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/file/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read file by id
     * @description Who may call it: any signed-in user.
     */
    get: operations['getFileById'];
    /**
     * Update file by id
     * @description Who may call it: any signed-in user.
     */
    put: operations['putFileById'];
    /**
     * multipart/form-data: an optional `folder` field, then one `file`.
     * @description Who may call it: verified users.
     *
     *     multipart/form-data: an optional `folder` field, then one `file`. Refused: an unverified account (403), a file past the company's storage quota (413), a disk down to its reserve (507).
     */
    post: operations['postFileById'];
    /**
     * Delete file by id
     * @description Who may call it: any signed-in user.
     */
    delete: operations['deleteFileById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/file/getQuotesFiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit file get quotes files
     * @description Who may call it: any signed-in user.
     */
    post: operations['postFileGetQuotesFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/file/{fileId}/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read file by file id and name
     * @description Who may call it: any signed-in user.
     */
    get: operations['getFileByFileIdAndName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dailyschedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The daily schedule's tasks.
     * @description Who may call it: any signed-in user.
     *
     *     The daily schedule's tasks. Asked with page or page_count, it answers one page plus the whole result's count (and totals).
     */
    post: operations['postDailyschedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backlog/report/{label}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Unshipped jobs whose latest stage is the one named.
     * @description Who may call it: any signed-in user.
     *
     *     Unshipped jobs whose latest stage is the one named. Asked with page or page_count, it answers one page plus the whole result's count (and totals).
     */
    get: operations['getBacklogReportByLabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backlog/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Thermoformed jobs by their stages.
     * @description Who may call it: any signed-in user.
     *
     *     Thermoformed jobs by their stages. Asked with page or page_count, it answers one page plus the whole result's count (and totals).
     */
    post: operations['postBacklogSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/production/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Jobs ready for production.
     * @description Who may call it: any signed-in user.
     *
     *     Jobs ready for production. Asked with page or page_count, it answers one page plus the whole result's count (and totals).
     */
    get: operations['getProductionReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/production/released': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Jobs in production, not shipped.
     * @description Who may call it: any signed-in user.
     *
     *     Jobs in production, not shipped. Asked with page or page_count, it answers one page plus the whole result's count (and totals).
     */
    get: operations['getProductionReleased'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projectmanagerschedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The six sections of the project manager schedule on a day.
     * @description Who may call it: users with the role Asante.
     *
     *     The six sections of the project manager schedule on a day. Asked with page or page_count, it answers that page of every section plus each section's whole count.
     */
    get: operations['getProjectmanagerschedule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customerreport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer report (unpaged: the newest 2,000 jobs).
     * @description Who may call it: any signed-in user.
     *
     *     The customer report (unpaged: the newest 2,000 jobs). Asked with page or page_count, it answers one page plus the whole result's count (and totals).
     */
    get: operations['getCustomerreport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csv/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A job-list report as CSV: backlogreport.csv, backlogsearch.csv, production.csv, releasedforproduction.csv (backlogrep…
     * @description Who may call it: any signed-in user.
     *
     *     A job-list report as CSV: backlogreport.csv, backlogsearch.csv, production.csv, releasedforproduction.csv (backlogreport needs ?stage=<label>).
     */
    get: operations['getCsvByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/milling/machine/{machine}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read milling machine by machine
     * @description Who may call it: users with the role Machine, verified.
     */
    get: operations['getMillingMachineByMachine'];
    put?: never;
    /**
     * Submit milling machine by machine
     * @description Who may call it: users with the role Machine, verified.
     */
    post: operations['postMillingMachineByMachine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/milling/job/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read milling job by name
     * @description Who may call it: users with the role Machine, verified.
     */
    get: operations['getMillingJobByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/milling/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read milling images
     * @description Who may call it: users with the role Machine, verified.
     */
    get: operations['getMillingImages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/milling/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * The machines' agents call this with `Authorization: Bearer <MACHINE_INGEST_TOKEN>`.
     * @description Who may call it: users with the role Machine, verified.
     *
     *     The machines' agents call this with `Authorization: Bearer <MACHINE_INGEST_TOKEN>`.
     */
    put: operations['putMillingFile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bank/public_key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read bank public key
     * @description Who may call it: any signed-in user.
     */
    get: operations['getBankPublicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read bank
     * @description Who may call it: users with the role Customer or Admin, verified.
     */
    get: operations['getBank'];
    put?: never;
    /**
     * Submit bank
     * @description Who may call it: users with the role Customer or Admin, verified.
     */
    post: operations['postBank'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bank/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete bank by id
     * @description Who may call it: users with the role Customer or Admin, verified.
     */
    delete: operations['deleteBankById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bank/company/{company}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read bank company by company
     * @description Who may call it: users with the role Admin, verified.
     */
    get: operations['getBankCompanyByCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bank/remove_private_info/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete bank remove private info by id
     * @description Who may call it: users with the role Admin, verified.
     */
    delete: operations['deleteBankRemovePrivateInfoById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company_info/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read company info by name
     * @description Who may call it: users with the role Customer or Asante or Admin, verified.
     */
    get: operations['getCompanyInfoByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company_info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update company info
     * @description Who may call it: users with the role Customer or Asante or Admin, verified.
     */
    put: operations['putCompanyInfo'];
    /**
     * Submit company info
     * @description Who may call it: users with the role Customer or Asante or Admin, verified.
     */
    post: operations['postCompanyInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company_info/get_company_infos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit company info get company infos
     * @description Who may call it: users with the role Asante or Admin, verified.
     */
    post: operations['postCompanyInfoGetCompanyInfos'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company_info/names/{text}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read company info names by text
     * @description Who may call it: users with the role Asante or Admin, verified.
     */
    get: operations['getCompanyInfoNamesByText'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/job/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Jobs as invoices, newest shipments first: every job (at most 2,000), or asked with page or page_count, one page plus …
     * @description Who may call it: users with the role Customer or Admin, verified.
     *
     *     Jobs as invoices, newest shipments first: every job (at most 2,000), or asked with page or page_count, one page plus the count and totals of every job the query finds.
     */
    post: operations['postJobQuery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/job/{id}/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit job payment by id
     * @description Who may call it: users with the role Customer or Admin, verified.
     */
    post: operations['postJobPaymentById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/job/{id}/admin_paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update job admin paid by id
     * @description Who may call it: users with the role Admin, verified.
     */
    put: operations['putJobAdminPaidById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/job/{id}/payment_history/{index}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update job payment history by id and index
     * @description Who may call it: users with the role Admin, verified.
     */
    put: operations['putJobPaymentHistoryByIdAndIndex'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounting/invoices.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Invoices (shipped jobs) shipped in the range, one row per line item.
     * @description Who may call it: users with the role Asante.
     *
     *     Invoices (shipped jobs) shipped in the range, one row per line item.
     */
    get: operations['getAccountingInvoicesCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounting/payments.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payments dated in the range, one row per payment.
     * @description Who may call it: users with the role Asante.
     *
     *     Payments dated in the range, one row per payment.
     */
    get: operations['getAccountingPaymentsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read shop
     * @description Who may call it: any signed-in user.
     */
    get: operations['getShop'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Sets the shop's name, contact, address presets and default payment terms.
     * @description Who may call it: users with the role Admin.
     *
     *     Sets the shop's name, contact, address presets and default payment terms.
     */
    put: operations['putAdminShop'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shop/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets the shop's logo: multipart/form-data with one file, a PNG or JPEG of at most 512 kB (the type is read from the b…
     * @description Who may call it: users with the role Admin.
     *
     *     Sets the shop's logo: multipart/form-data with one file, a PNG or JPEG of at most 512 kB (the type is read from the bytes).
     */
    post: operations['postAdminShopLogo'];
    /**
     * Removes the shop's logo.
     * @description Who may call it: users with the role Admin.
     *
     *     Removes the shop's logo.
     */
    delete: operations['deleteAdminShopLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/logo/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's logo.
     * @description Who may call it: any signed-in user.
     *
     *     The shop's logo. The URL (from GET /api/shop) names the logo's version, so it is cached for good; an older version's URL answers with the current logo, not cached.
     */
    get: operations['getShopLogoByVersion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/id/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read pdf id by file
     * @description Who may call it: any signed-in user.
     */
    get: operations['getPdfIdByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/packagingslip/id/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read pdf packagingslip id by file
     * @description Who may call it: any signed-in user.
     */
    get: operations['getPdfPackagingslipIdByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/tactileschedule/id/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read pdf tactileschedule id by file
     * @description Who may call it: users with the role Asante.
     */
    get: operations['getPdfTactilescheduleIdByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/invoice/{id}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read pdf invoice by id and file
     * @description Who may call it: any signed-in user.
     */
    get: operations['getPdfInvoiceByIdAndFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/open_invoices/invoice.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read pdf open invoices invoice pdf
     * @description Who may call it: any signed-in user.
     */
    get: operations['getPdfOpenInvoicesInvoicePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/customerreport.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read pdf customerreport pdf
     * @description Who may call it: any signed-in user.
     */
    get: operations['getPdfCustomerreportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/projectmanager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit pdf projectmanager
     * @description Who may call it: users with the role Asante.
     */
    post: operations['postPdfProjectmanager'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/purchase_order/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit pdf purchase order by id
     * @description Who may call it: users with the role Asante.
     */
    post: operations['postPdfPurchaseOrderById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pdf/purchase_order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit pdf purchase order
     * @description Who may call it: users with the role Asante.
     */
    post: operations['postPdfPurchaseOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/file/onetimeuse/{id}/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read file onetimeuse by id and name
     * @description Who may call it: any signed-in user.
     */
    get: operations['getFileOnetimeuseByIdAndName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit email
     * @description Who may call it: any signed-in user.
     */
    post: operations['postEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approval/quote/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read approval quote by id
     * @description Who may call it: users with the role Customer or Asante, verified.
     */
    get: operations['getApprovalQuoteById'];
    put?: never;
    /**
     * Submit approval quote by id
     * @description Who may call it: users with the role Customer or Asante, verified.
     */
    post: operations['postApprovalQuoteById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approval/proof/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit approval proof by id
     * @description Who may call it: users with the role Asante.
     */
    post: operations['postApprovalProofById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approve/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read approve by token
     * @description Who may call it: anyone, signed in or not.
     */
    get: operations['getApproveByToken'];
    put?: never;
    /**
     * Submit approve by token
     * @description Who may call it: anyone, signed in or not.
     */
    post: operations['postApproveByToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approve/{token}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read approve pdf by token
     * @description Who may call it: anyone, signed in or not.
     */
    get: operations['getApprovePdfByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approve/{token}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read approve file by token
     * @description Who may call it: anyone, signed in or not.
     */
    get: operations['getApproveFileByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/approval/quote/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit approval quote answer by id
     * @description Who may call it: users with the role Customer, verified.
     */
    post: operations['postApprovalQuoteAnswerById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    SignInput: {
      id?: number | string;
      /** @default  */
      given_id?: string;
      /** @default null */
      type?: number | null;
      /** @default [] */
      addons?: {
        /** @default  */
        label?: string;
        /** @default  */
        pdf_label?: string;
        /** @default 0 */
        square_inch_price?: number;
        /** @default 0 */
        unit_price?: number;
        id?: number;
        /** @default  */
        cost_label?: string;
      }[];
      /** @default [] */
      picks?: unknown[];
      /** @default 0 */
      height?: number;
      /** @default 0 */
      width?: number;
      /** @default 1 */
      quantity?: number;
      /** @default 0 */
      order_index?: number;
      /** @default [] */
      subsigns?: components['schemas']['SignInput'][];
      /** @default null */
      custom_addons?: {
        /** @default [] */
        items?: {
          /** @default  */
          label?: string;
          /** @default 0 */
          square_inch_price_no_size?: number;
          /** @default 0 */
          square_inch_price?: number;
          /** @default 0 */
          unit_price?: number;
        }[];
        /** @default 0 */
        percent_marked_up?: number;
        /** @default false */
        override_zero_quantity?: boolean;
        /** @default  */
        description?: string;
        /** @default [] */
        square_inch_calculator?: {
          /** @default  */
          label?: string;
          /** @default 0 */
          value?: number;
        }[];
        /** @default [] */
        unit_price_calculator?: {
          /** @default  */
          label?: string;
          /** @default 0 */
          value?: number;
        }[];
        /** @default true */
        updated_to_jan_2022?: boolean;
      } | null;
      tactile?: {
        lines: {
          text: string;
          /** @default  */
          braille?: string;
        }[];
        /**
         * @default below
         * @enum {string}
         */
        braille_position?: 'below' | 'above' | 'beside';
      };
    };
    Sign: {
      id?: number | string;
      /** @default  */
      given_id: string;
      /** @default null */
      type: number | null;
      /** @default [] */
      addons: {
        /** @default  */
        label: string;
        /** @default  */
        pdf_label: string;
        /** @default 0 */
        square_inch_price: number;
        /** @default 0 */
        unit_price: number;
        id?: number;
        /** @default  */
        cost_label: string;
      }[];
      /** @default [] */
      picks: unknown[];
      /** @default 0 */
      height: number;
      /** @default 0 */
      width: number;
      /** @default 1 */
      quantity: number;
      /** @default 0 */
      order_index: number;
      /** @default [] */
      subsigns: components['schemas']['Sign'][];
      /** @default null */
      custom_addons: {
        /** @default [] */
        items: {
          /** @default  */
          label: string;
          /** @default 0 */
          square_inch_price_no_size: number;
          /** @default 0 */
          square_inch_price: number;
          /** @default 0 */
          unit_price: number;
        }[];
        /** @default 0 */
        percent_marked_up: number;
        /** @default false */
        override_zero_quantity: boolean;
        /** @default  */
        description: string;
        /** @default [] */
        square_inch_calculator: {
          /** @default  */
          label: string;
          /** @default 0 */
          value: number;
        }[];
        /** @default [] */
        unit_price_calculator: {
          /** @default  */
          label: string;
          /** @default 0 */
          value: number;
        }[];
        /** @default true */
        updated_to_jan_2022: boolean;
      } | null;
      tactile?: {
        lines: {
          text: string;
          /** @default  */
          braille: string;
        }[];
        /**
         * @default below
         * @enum {string}
         */
        braille_position: 'below' | 'above' | 'beside';
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'unhealthy';
            reason: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ready';
            migration: string;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'not ready';
            reason: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postAccountLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account: {
            email: string;
            password: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: number;
              email: string;
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              company: string;
              /** @default false */
              verified: boolean;
              /** @default 0 */
              role: number;
              /** @default 0 */
              permissions: number;
              settings: {
                /** @default false */
                excel_arrow_keys: boolean;
                /** @default false */
                numbers_calculator_show: boolean;
                /** @default true */
                auto_type_sign_type: boolean;
                /** @default false */
                sign_editing_top: boolean;
                /** @default  */
                quote_number_prefix: string;
                asante_contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  email: string;
                };
                contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                shipping_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                theme_settings: {
                  /** @default  */
                  is_selected: string;
                  /** @default [] */
                  custom_themes: {
                    name: string;
                    /** @default  */
                    body: string;
                  }[];
                  /** @default [] */
                  external_themes: {
                    name: string;
                    url: string;
                  }[];
                  /** @default [] */
                  time_items: {
                    name: string;
                    /** @default 00:00 */
                    start_time: string;
                    /** @default 23:59 */
                    end_time: string;
                  }[];
                };
              };
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account: {
            /** @default  */
            first_name?: string;
            /** @default  */
            last_name?: string;
            /** @default  */
            company?: string;
            email: string;
            password: string;
            confirmpassword: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postAccountFinishsignupByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: number;
              email: string;
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              company: string;
              /** @default false */
              verified: boolean;
              /** @default 0 */
              role: number;
              /** @default 0 */
              permissions: number;
              settings: {
                /** @default false */
                excel_arrow_keys: boolean;
                /** @default false */
                numbers_calculator_show: boolean;
                /** @default true */
                auto_type_sign_type: boolean;
                /** @default false */
                sign_editing_top: boolean;
                /** @default  */
                quote_number_prefix: string;
                asante_contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  email: string;
                };
                contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                shipping_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                theme_settings: {
                  /** @default  */
                  is_selected: string;
                  /** @default [] */
                  custom_themes: {
                    name: string;
                    /** @default  */
                    body: string;
                  }[];
                  /** @default [] */
                  external_themes: {
                    name: string;
                    url: string;
                  }[];
                  /** @default [] */
                  time_items: {
                    name: string;
                    /** @default 00:00 */
                    start_time: string;
                    /** @default 23:59 */
                    end_time: string;
                  }[];
                };
              };
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getAccountMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: number;
              email: string;
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              company: string;
              /** @default false */
              verified: boolean;
              /** @default 0 */
              role: number;
              /** @default 0 */
              permissions: number;
              settings: {
                /** @default false */
                excel_arrow_keys: boolean;
                /** @default false */
                numbers_calculator_show: boolean;
                /** @default true */
                auto_type_sign_type: boolean;
                /** @default false */
                sign_editing_top: boolean;
                /** @default  */
                quote_number_prefix: string;
                asante_contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  email: string;
                };
                contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                shipping_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                theme_settings: {
                  /** @default  */
                  is_selected: string;
                  /** @default [] */
                  custom_themes: {
                    name: string;
                    /** @default  */
                    body: string;
                  }[];
                  /** @default [] */
                  external_themes: {
                    name: string;
                    url: string;
                  }[];
                  /** @default [] */
                  time_items: {
                    name: string;
                    /** @default 00:00 */
                    start_time: string;
                    /** @default 23:59 */
                    end_time: string;
                  }[];
                };
              };
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getAccountSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: number;
              email: string;
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              company: string;
              /** @default false */
              verified: boolean;
              /** @default 0 */
              role: number;
              /** @default 0 */
              permissions: number;
              settings: {
                /** @default false */
                excel_arrow_keys: boolean;
                /** @default false */
                numbers_calculator_show: boolean;
                /** @default true */
                auto_type_sign_type: boolean;
                /** @default false */
                sign_editing_top: boolean;
                /** @default  */
                quote_number_prefix: string;
                asante_contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  email: string;
                };
                contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                shipping_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                theme_settings: {
                  /** @default  */
                  is_selected: string;
                  /** @default [] */
                  custom_themes: {
                    name: string;
                    /** @default  */
                    body: string;
                  }[];
                  /** @default [] */
                  external_themes: {
                    name: string;
                    url: string;
                  }[];
                  /** @default [] */
                  time_items: {
                    name: string;
                    /** @default 00:00 */
                    start_time: string;
                    /** @default 23:59 */
                    end_time: string;
                  }[];
                };
              };
            } | null;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postAccountSendresetpasswordemailByEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        email: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putAccountResetpasswordById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          confirmpassword?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getAccountLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Goes to /account/logout, which signs out with POST. */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postAccountLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putAccountSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          settings: {
            /** @default false */
            excel_arrow_keys?: boolean;
            /** @default false */
            numbers_calculator_show?: boolean;
            /** @default true */
            auto_type_sign_type?: boolean;
            /** @default false */
            sign_editing_top?: boolean;
            /** @default  */
            quote_number_prefix?: string;
            /** @default {} */
            asante_contact_info?: {
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              email?: string;
            };
            /** @default {} */
            contact_info?: {
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              company?: string;
              /** @default  */
              email?: string;
            };
            /** @default {} */
            shipping_info?: {
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              company?: string;
              /** @default  */
              email?: string;
            };
            /** @default {} */
            theme_settings?: {
              /** @default  */
              is_selected?: string;
              /** @default [] */
              custom_themes?: {
                name: string;
                /** @default  */
                body?: string;
              }[];
              /** @default [] */
              external_themes?: {
                name: string;
                url: string;
              }[];
              /** @default [] */
              time_items?: {
                name: string;
                /** @default 00:00 */
                start_time?: string;
                /** @default 23:59 */
                end_time?: string;
              }[];
            };
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: number;
              email: string;
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              company: string;
              /** @default false */
              verified: boolean;
              /** @default 0 */
              role: number;
              /** @default 0 */
              permissions: number;
              settings: {
                /** @default false */
                excel_arrow_keys: boolean;
                /** @default false */
                numbers_calculator_show: boolean;
                /** @default true */
                auto_type_sign_type: boolean;
                /** @default false */
                sign_editing_top: boolean;
                /** @default  */
                quote_number_prefix: string;
                asante_contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  email: string;
                };
                contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                shipping_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                theme_settings: {
                  /** @default  */
                  is_selected: string;
                  /** @default [] */
                  custom_themes: {
                    name: string;
                    /** @default  */
                    body: string;
                  }[];
                  /** @default [] */
                  external_themes: {
                    name: string;
                    url: string;
                  }[];
                  /** @default [] */
                  time_items: {
                    name: string;
                    /** @default 00:00 */
                    start_time: string;
                    /** @default 23:59 */
                    end_time: string;
                  }[];
                };
              };
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getAdminAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accounts: {
              id: number;
              email: string;
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              company: string;
              /** @default false */
              verified: boolean;
              /** @default 0 */
              role: number;
              /** @default 0 */
              permissions: number;
              settings: {
                /** @default false */
                excel_arrow_keys: boolean;
                /** @default false */
                numbers_calculator_show: boolean;
                /** @default true */
                auto_type_sign_type: boolean;
                /** @default false */
                sign_editing_top: boolean;
                /** @default  */
                quote_number_prefix: string;
                asante_contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  email: string;
                };
                contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                shipping_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                theme_settings: {
                  /** @default  */
                  is_selected: string;
                  /** @default [] */
                  custom_themes: {
                    name: string;
                    /** @default  */
                    body: string;
                  }[];
                  /** @default [] */
                  external_themes: {
                    name: string;
                    url: string;
                  }[];
                  /** @default [] */
                  time_items: {
                    name: string;
                    /** @default 00:00 */
                    start_time: string;
                    /** @default 23:59 */
                    end_time: string;
                  }[];
                };
              };
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getAdminCompany: {
    parameters: {
      query: {
        name: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: string | null;
            jobs: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putAdminAccountsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account: {
            company?: string;
            verified?: boolean;
            role?: number;
            permissions?: number;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: number;
              email: string;
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              company: string;
              /** @default false */
              verified: boolean;
              /** @default 0 */
              role: number;
              /** @default 0 */
              permissions: number;
              settings: {
                /** @default false */
                excel_arrow_keys: boolean;
                /** @default false */
                numbers_calculator_show: boolean;
                /** @default true */
                auto_type_sign_type: boolean;
                /** @default false */
                sign_editing_top: boolean;
                /** @default  */
                quote_number_prefix: string;
                asante_contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  email: string;
                };
                contact_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                shipping_info: {
                  /** @default  */
                  first_name: string;
                  /** @default  */
                  last_name: string;
                  /** @default  */
                  company: string;
                  /** @default  */
                  email: string;
                };
                theme_settings: {
                  /** @default  */
                  is_selected: string;
                  /** @default [] */
                  custom_themes: {
                    name: string;
                    /** @default  */
                    body: string;
                  }[];
                  /** @default [] */
                  external_themes: {
                    name: string;
                    url: string;
                  }[];
                  /** @default [] */
                  time_items: {
                    name: string;
                    /** @default 00:00 */
                    start_time: string;
                    /** @default 23:59 */
                    end_time: string;
                  }[];
                };
              };
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuoteSigntypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            types: {
              id: number;
              label: string;
              /** @default  */
              pdf_label: string;
              /** @default 0 */
              small_size_cost: number;
              /** @default 0 */
              medium_size_cost: number;
              /** @default 0 */
              large_size_cost: number;
              /** @default 1000 */
              order_index: number;
              /** @default true */
              inuse: boolean;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuoteAddons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            addons: {
              id: number;
              /** @default null */
              type_id: number | null;
              /** @default  */
              cost_label: string;
              /** @default 0 */
              cost_order_index: number;
              /** @default 0 */
              order_index: number;
              /** @default true */
              inuse: boolean;
              /** @default [] */
              options: {
                /** @default  */
                label: string;
                /** @default  */
                pdf_label: string;
                /** @default 0 */
                square_inch_price: number;
                /** @default 0 */
                unit_price: number;
              }[][];
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuoteAddonsByTypeId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        typeId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            addons: {
              id: number;
              /** @default null */
              type_id: number | null;
              /** @default  */
              cost_label: string;
              /** @default 0 */
              cost_order_index: number;
              /** @default 0 */
              order_index: number;
              /** @default true */
              inuse: boolean;
              /** @default [] */
              options: {
                /** @default  */
                label: string;
                /** @default  */
                pdf_label: string;
                /** @default 0 */
                square_inch_price: number;
                /** @default 0 */
                unit_price: number;
              }[][];
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuoteAlladdons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            addons: {
              id: number;
              /** @default null */
              type_id: number | null;
              /** @default  */
              cost_label: string;
              /** @default 0 */
              cost_order_index: number;
              /** @default 0 */
              order_index: number;
              /** @default true */
              inuse: boolean;
              /** @default [] */
              options: {
                /** @default  */
                label: string;
                /** @default  */
                pdf_label: string;
                /** @default 0 */
                square_inch_price: number;
                /** @default 0 */
                unit_price: number;
              }[][];
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putAdminAlladdons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          addon: {
            /** @default null */
            type_id?: number | null;
            /** @default  */
            cost_label?: string;
            /** @default 0 */
            cost_order_index?: number;
            /** @default 0 */
            order_index?: number;
            /** @default true */
            inuse?: boolean;
            /** @default [] */
            options?: {
              /** @default  */
              label?: string;
              /** @default  */
              pdf_label?: string;
              /** @default 0 */
              square_inch_price?: number;
              /** @default 0 */
              unit_price?: number;
            }[][];
            id: number;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            addon: {
              id: number;
              /** @default null */
              type_id: number | null;
              /** @default  */
              cost_label: string;
              /** @default 0 */
              cost_order_index: number;
              /** @default 0 */
              order_index: number;
              /** @default true */
              inuse: boolean;
              /** @default [] */
              options: {
                /** @default  */
                label: string;
                /** @default  */
                pdf_label: string;
                /** @default 0 */
                square_inch_price: number;
                /** @default 0 */
                unit_price: number;
              }[][];
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postAdminAlladdons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          addon: {
            /** @default null */
            type_id?: number | null;
            /** @default  */
            cost_label?: string;
            /** @default 0 */
            cost_order_index?: number;
            /** @default 0 */
            order_index?: number;
            /** @default true */
            inuse?: boolean;
            /** @default [] */
            options?: {
              /** @default  */
              label?: string;
              /** @default  */
              pdf_label?: string;
              /** @default 0 */
              square_inch_price?: number;
              /** @default 0 */
              unit_price?: number;
            }[][];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            addon: {
              id: number;
              /** @default null */
              type_id: number | null;
              /** @default  */
              cost_label: string;
              /** @default 0 */
              cost_order_index: number;
              /** @default 0 */
              order_index: number;
              /** @default true */
              inuse: boolean;
              /** @default [] */
              options: {
                /** @default  */
                label: string;
                /** @default  */
                pdf_label: string;
                /** @default 0 */
                square_inch_price: number;
                /** @default 0 */
                unit_price: number;
              }[][];
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  deleteAdminAlladdonsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putAdminAlladdonscostorderindex: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          type: number | null;
          cost_label: string;
          new_order: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            addons: {
              id: number;
              /** @default null */
              type_id: number | null;
              /** @default  */
              cost_label: string;
              /** @default 0 */
              cost_order_index: number;
              /** @default 0 */
              order_index: number;
              /** @default true */
              inuse: boolean;
              /** @default [] */
              options: {
                /** @default  */
                label: string;
                /** @default  */
                pdf_label: string;
                /** @default 0 */
                square_inch_price: number;
                /** @default 0 */
                unit_price: number;
              }[][];
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putAdminSigntype: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          type: {
            id: number;
            label: string;
            /** @default  */
            pdf_label?: string;
            /** @default 0 */
            small_size_cost?: number;
            /** @default 0 */
            medium_size_cost?: number;
            /** @default 0 */
            large_size_cost?: number;
            /** @default 1000 */
            order_index?: number;
            /** @default true */
            inuse?: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            signtype: {
              id: number;
              label: string;
              /** @default  */
              pdf_label: string;
              /** @default 0 */
              small_size_cost: number;
              /** @default 0 */
              medium_size_cost: number;
              /** @default 0 */
              large_size_cost: number;
              /** @default 1000 */
              order_index: number;
              /** @default true */
              inuse: boolean;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postAdminSigntype: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          type: {
            label: string;
            /** @default  */
            pdf_label?: string;
            /** @default 0 */
            small_size_cost?: number;
            /** @default 0 */
            medium_size_cost?: number;
            /** @default 0 */
            large_size_cost?: number;
            /** @default 1000 */
            order_index?: number;
            /** @default true */
            inuse?: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            signtype: {
              id: number;
              label: string;
              /** @default  */
              pdf_label: string;
              /** @default 0 */
              small_size_cost: number;
              /** @default 0 */
              medium_size_cost: number;
              /** @default 0 */
              large_size_cost: number;
              /** @default 1000 */
              order_index: number;
              /** @default true */
              inuse: boolean;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  deleteAdminSigntypeById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuote: {
    parameters: {
      query?: {
        given_id?: string;
        customer_name?: string;
        job_name?: string;
        page?: number;
        page_count?: number;
        /** @description Sent as quote_date[key]=value; quote_date=<the object as JSON> is also taken. */
        quote_date?: {
          min?: string;
          max?: string;
        };
        order_by?: 'given_id' | 'job_name' | 'customer_name' | 'quote_date' | 'total_price';
        reverse_order?: boolean | ('true' | 'false');
        approval_state?: 'not_sent' | 'waiting' | 'approved' | 'changes_requested' | 'superseded';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            quotes: {
              /** @default  */
              given_id: string;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              quote_date: string;
              /** @default 0 */
              total_price: number;
              /** @default false */
              is_shipped: boolean;
              /** @default null */
              shipped_date: string | null;
              /** @default 1 */
              quote_sequence: number;
              id: number;
              unreadable?: string[];
              approval?: {
                /** @enum {string} */
                state: 'not_sent' | 'waiting' | 'approved' | 'changes_requested' | 'superseded';
                name: string | null;
                at: string | null;
              };
            }[];
            count: number;
            page: number;
            page_count: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          quote: {
            /** @default  */
            given_id?: string;
            /** @default  */
            job_name?: string;
            /** @default  */
            customer_name?: string;
            quote_date: string;
            /** @default [] */
            adjustments?: {
              /** @default Adjustments */
              label?: string;
              /** @default 0 */
              percent?: number;
              /** @default 0 */
              dollar?: number;
            }[];
            /** @default 0 */
            shipping_cost?: number;
            /** @default  */
            comments?: string;
            /** @default [] */
            signs?: components['schemas']['SignInput'][];
            /** @default {} */
            contact_info?: {
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              email?: string;
              /** @default  */
              phonenumber?: string;
            };
            /** @default {} */
            asante_contact_info?: {
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              email?: string;
            };
            /** @default {} */
            shipping_info?: {
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              email?: string;
              /** @default  */
              phonenumber?: string;
              /** @default  */
              company?: string;
              /** @default  */
              street_address?: string;
              apartment?: string;
              /** @default  */
              city?: string;
              /** @default  */
              state?: string;
              /** @default  */
              zip?: string;
            };
            /** @default {} */
            invoicing_contact_info?: {
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              email?: string;
              /** @default  */
              phonenumber?: string;
              /** @default  */
              company?: string;
              /** @default  */
              street_address?: string;
              apartment?: string;
              /** @default  */
              city?: string;
              /** @default  */
              state?: string;
              /** @default  */
              zip?: string;
            };
            /** @default  */
            customer_project_manager?: string;
            /** @default  */
            billing_comments?: string;
            /** @default  */
            shipping_method?: string;
            /** @default [] */
            tracking_number?: string[];
            /** @default false */
            is_shipped?: boolean;
            /** @default null */
            shipped_date?: string | null;
            /** @default false */
            is_thermoformed?: boolean;
            /** @default  */
            materials?: string;
            /** @default null */
            project_manager?: number | null;
            /** @default  */
            project_manager_comment?: string;
            /** @default 1 */
            quote_sequence?: number;
          };
          /** @default false */
          copy?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            quote: {
              id: number;
              /** @default  */
              given_id: string;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              quote_date: string;
              /** @default 0 */
              total_price: number;
              /** @default [] */
              adjustments: {
                /** @default Adjustments */
                label: string;
                /** @default 0 */
                percent: number;
                /** @default 0 */
                dollar: number;
              }[];
              /** @default 0 */
              shipping_cost: number;
              /** @default  */
              comments: string;
              /** @default [] */
              signs: components['schemas']['Sign'][];
              contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
              };
              asante_contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
              };
              shipping_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
                /** @default  */
                company: string;
                /** @default  */
                street_address: string;
                apartment?: string;
                /** @default  */
                city: string;
                /** @default  */
                state: string;
                /** @default  */
                zip: string;
              };
              invoicing_contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
                /** @default  */
                company: string;
                /** @default  */
                street_address: string;
                apartment?: string;
                /** @default  */
                city: string;
                /** @default  */
                state: string;
                /** @default  */
                zip: string;
              };
              /** @default  */
              customer_project_manager: string;
              /** @default  */
              billing_comments: string;
              /** @default  */
              shipping_method: string;
              /** @default [] */
              tracking_number: string[];
              /** @default false */
              is_shipped: boolean;
              /** @default null */
              shipped_date: string | null;
              /** @default false */
              is_thermoformed: boolean;
              /** @default  */
              materials: string;
              /** @default null */
              project_manager: number | null;
              /** @default  */
              project_manager_comment: string;
              /** @default 1 */
              quote_sequence: number;
              /** @default null */
              last_date_paid: string | null;
              /** @default false */
              admin_paid: boolean;
              /** @default [] */
              payment_history: {
                payment: number;
                interest?: number;
                date: string;
                /** @default  */
                nick_name: string;
                /** @default false */
                admin_paid: boolean;
              }[];
              /** @default 0 */
              left_to_pay: number;
              /** @default [] */
              priced_processes: {
                id: number;
                label: string;
                /** @default  */
                pdf_label: string;
                small_size_cost: number;
                medium_size_cost: number;
                large_size_cost: number;
              }[];
              /** @default null */
              prices_from: string | null;
              version: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postQuoteQuery: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default {} */
          search?: {
            /** @default  */
            given_id?: string;
            /** @default  */
            customer_name?: string;
            /** @default  */
            job_name?: string;
            /** @default 0 */
            page?: number;
            page_count?: number;
            /** @default {} */
            quote_date?: {
              min?: string;
              max?: string;
            };
            /**
             * @default quote_date
             * @enum {string}
             */
            order_by?: 'given_id' | 'job_name' | 'customer_name' | 'quote_date' | 'total_price';
            reverse_order?: boolean | ('true' | 'false');
            /** @enum {string} */
            approval_state?: 'not_sent' | 'waiting' | 'approved' | 'changes_requested' | 'superseded';
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            quotes: {
              /** @default  */
              given_id: string;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              quote_date: string;
              /** @default 0 */
              total_price: number;
              /** @default false */
              is_shipped: boolean;
              /** @default null */
              shipped_date: string | null;
              /** @default 1 */
              quote_sequence: number;
              id: number;
              unreadable?: string[];
              approval?: {
                /** @enum {string} */
                state: 'not_sent' | 'waiting' | 'approved' | 'changes_requested' | 'superseded';
                name: string | null;
                at: string | null;
              };
            }[];
            count: number;
            page: number;
            page_count: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postQuoteQueryByBacklog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default [] */
          backlogs_required?: number[];
          /** @default [] */
          backlogs_required_today?: number[];
          /** @default [] */
          latest_backlogs?: number[];
          date?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            quotes: {
              /** @default  */
              given_id: string;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              quote_date: string;
              /** @default 0 */
              total_price: number;
              /** @default false */
              is_shipped: boolean;
              /** @default null */
              shipped_date: string | null;
              /** @default 1 */
              quote_sequence: number;
              id: number;
              unreadable?: string[];
              approval?: {
                /** @enum {string} */
                state: 'not_sent' | 'waiting' | 'approved' | 'changes_requested' | 'superseded';
                name: string | null;
                at: string | null;
              };
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuoteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            quote: {
              id: number;
              /** @default  */
              given_id: string;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              quote_date: string;
              /** @default 0 */
              total_price: number;
              /** @default [] */
              adjustments: {
                /** @default Adjustments */
                label: string;
                /** @default 0 */
                percent: number;
                /** @default 0 */
                dollar: number;
              }[];
              /** @default 0 */
              shipping_cost: number;
              /** @default  */
              comments: string;
              /** @default [] */
              signs: components['schemas']['Sign'][];
              contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
              };
              asante_contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
              };
              shipping_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
                /** @default  */
                company: string;
                /** @default  */
                street_address: string;
                apartment?: string;
                /** @default  */
                city: string;
                /** @default  */
                state: string;
                /** @default  */
                zip: string;
              };
              invoicing_contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
                /** @default  */
                company: string;
                /** @default  */
                street_address: string;
                apartment?: string;
                /** @default  */
                city: string;
                /** @default  */
                state: string;
                /** @default  */
                zip: string;
              };
              /** @default  */
              customer_project_manager: string;
              /** @default  */
              billing_comments: string;
              /** @default  */
              shipping_method: string;
              /** @default [] */
              tracking_number: string[];
              /** @default false */
              is_shipped: boolean;
              /** @default null */
              shipped_date: string | null;
              /** @default false */
              is_thermoformed: boolean;
              /** @default  */
              materials: string;
              /** @default null */
              project_manager: number | null;
              /** @default  */
              project_manager_comment: string;
              /** @default 1 */
              quote_sequence: number;
              /** @default null */
              last_date_paid: string | null;
              /** @default false */
              admin_paid: boolean;
              /** @default [] */
              payment_history: {
                payment: number;
                interest?: number;
                date: string;
                /** @default  */
                nick_name: string;
                /** @default false */
                admin_paid: boolean;
              }[];
              /** @default 0 */
              left_to_pay: number;
              /** @default [] */
              priced_processes: {
                id: number;
                label: string;
                /** @default  */
                pdf_label: string;
                small_size_cost: number;
                medium_size_cost: number;
                large_size_cost: number;
              }[];
              /** @default null */
              prices_from: string | null;
              version: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putQuoteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          given_id?: string;
          job_name?: string;
          customer_name?: string;
          quote_date?: string;
          adjustments?: {
            /** @default Adjustments */
            label?: string;
            /** @default 0 */
            percent?: number;
            /** @default 0 */
            dollar?: number;
          }[];
          shipping_cost?: number;
          comments?: string;
          signs?: components['schemas']['SignInput'][];
          contact_info?: {
            /** @default  */
            first_name?: string;
            /** @default  */
            last_name?: string;
            /** @default  */
            email?: string;
            /** @default  */
            phonenumber?: string;
          };
          asante_contact_info?: {
            /** @default  */
            first_name?: string;
            /** @default  */
            last_name?: string;
            /** @default  */
            email?: string;
          };
          shipping_info?: {
            /** @default  */
            first_name?: string;
            /** @default  */
            last_name?: string;
            /** @default  */
            email?: string;
            /** @default  */
            phonenumber?: string;
            /** @default  */
            company?: string;
            /** @default  */
            street_address?: string;
            apartment?: string;
            /** @default  */
            city?: string;
            /** @default  */
            state?: string;
            /** @default  */
            zip?: string;
          };
          invoicing_contact_info?: {
            /** @default  */
            first_name?: string;
            /** @default  */
            last_name?: string;
            /** @default  */
            email?: string;
            /** @default  */
            phonenumber?: string;
            /** @default  */
            company?: string;
            /** @default  */
            street_address?: string;
            apartment?: string;
            /** @default  */
            city?: string;
            /** @default  */
            state?: string;
            /** @default  */
            zip?: string;
          };
          customer_project_manager?: string;
          billing_comments?: string;
          shipping_method?: string;
          tracking_number?: string[];
          is_shipped?: boolean;
          shipped_date?: string | null;
          is_thermoformed?: boolean;
          materials?: string;
          project_manager?: number | null;
          project_manager_comment?: string;
          quote_sequence?: number;
          version?: number;
          /**
           * @default update
           * @enum {string}
           */
          save_as?: 'update' | 'revision' | 'new_job';
          /** @default false */
          update_prices?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            quote: {
              id: number;
              /** @default  */
              given_id: string;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              quote_date: string;
              /** @default 0 */
              total_price: number;
              /** @default [] */
              adjustments: {
                /** @default Adjustments */
                label: string;
                /** @default 0 */
                percent: number;
                /** @default 0 */
                dollar: number;
              }[];
              /** @default 0 */
              shipping_cost: number;
              /** @default  */
              comments: string;
              /** @default [] */
              signs: components['schemas']['Sign'][];
              contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
              };
              asante_contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
              };
              shipping_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
                /** @default  */
                company: string;
                /** @default  */
                street_address: string;
                apartment?: string;
                /** @default  */
                city: string;
                /** @default  */
                state: string;
                /** @default  */
                zip: string;
              };
              invoicing_contact_info: {
                /** @default  */
                first_name: string;
                /** @default  */
                last_name: string;
                /** @default  */
                email: string;
                /** @default  */
                phonenumber: string;
                /** @default  */
                company: string;
                /** @default  */
                street_address: string;
                apartment?: string;
                /** @default  */
                city: string;
                /** @default  */
                state: string;
                /** @default  */
                zip: string;
              };
              /** @default  */
              customer_project_manager: string;
              /** @default  */
              billing_comments: string;
              /** @default  */
              shipping_method: string;
              /** @default [] */
              tracking_number: string[];
              /** @default false */
              is_shipped: boolean;
              /** @default null */
              shipped_date: string | null;
              /** @default false */
              is_thermoformed: boolean;
              /** @default  */
              materials: string;
              /** @default null */
              project_manager: number | null;
              /** @default  */
              project_manager_comment: string;
              /** @default 1 */
              quote_sequence: number;
              /** @default null */
              last_date_paid: string | null;
              /** @default false */
              admin_paid: boolean;
              /** @default [] */
              payment_history: {
                payment: number;
                interest?: number;
                date: string;
                /** @default  */
                nick_name: string;
                /** @default false */
                admin_paid: boolean;
              }[];
              /** @default 0 */
              left_to_pay: number;
              /** @default [] */
              priced_processes: {
                id: number;
                label: string;
                /** @default  */
                pdf_label: string;
                small_size_cost: number;
                medium_size_cost: number;
                large_size_cost: number;
              }[];
              /** @default null */
              prices_from: string | null;
              version: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  deleteQuoteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuoteCustomerNameByName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            customer_names: string[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postQuoteContactInformation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          where_variable: 'contact_info' | 'shipping_info' | 'invoicing_contact_info';
          customer_name: string;
          first_name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            info: {
              /** @default  */
              first_name?: string;
              /** @default  */
              last_name?: string;
              /** @default  */
              email?: string;
              /** @default  */
              phonenumber?: string;
              /** @default  */
              company?: string;
              /** @default  */
              street_address?: string;
              apartment?: string;
              /** @default  */
              city?: string;
              /** @default  */
              state?: string;
              /** @default  */
              zip?: string;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuoteAsanteContactInformationByText: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        text: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            info: {
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              email: string;
              count: number;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getQuoteHistoryById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            history: {
              id: number;
              at: string;
              user_name: string;
              field: string;
              before: unknown;
              after: unknown;
              reason: string;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getBacklog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            backlogs: {
              id: number;
              key: string;
              label: string;
              ordering: number;
              hint: string;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putBacklog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          backlogs: {
            quote_id: number;
            type_id: number;
            is_checked: boolean;
            /** @default null */
            date_given?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            backlogs: {
              id: number;
              type_id: number;
              quote_id: number;
              /** @default  */
              label: string;
              /** @default false */
              is_checked: boolean;
              /** @default null */
              date_given: string | null;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getBacklogByQuoteId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        quoteId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            backlogs: {
              id: number | null;
              type_id: number;
              quote_id: number;
              /** @default  */
              label: string;
              /** @default false */
              is_checked: boolean;
              /** @default null */
              date_given: string | null;
              /** @default 0 */
              ordering: number;
              hint: string;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postPurchaseOrderPurchaseOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          purchase_order: {
            /** @default  */
            vendor_name?: string;
            /** @default  */
            terms?: string;
            /** @default  */
            ship_via?: string;
            /** @default  */
            order_by?: string;
            /** @default null */
            expected_order_date?: string | null;
            /** @default null */
            expected_delivery_date?: string | null;
            /** @default null */
            order_date?: string | null;
            /** @default null */
            delivery_date?: string | null;
            /** @default  */
            asante_shipping_address?: string;
            /** @default  */
            vendor_shipping_address?: string;
            /** @default [] */
            items?: {
              id?: number;
              /** @default  */
              item_number?: string;
              /** @default  */
              description?: string;
              /** @default  */
              job_name?: string;
              /** @default null */
              quote_id?: number | null;
              /** @default 0 */
              quantity?: number;
              /** @default 0 */
              unit_price?: number;
            }[];
            /** @default 0 */
            sales_tax?: number;
            /** @default 0 */
            shipping_charge?: number;
            /** @default 0 */
            discount?: number;
            /** @default  */
            notes?: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            purchase_order: {
              id: number;
              /** @default  */
              vendor_name: string;
              /** @default  */
              terms: string;
              /** @default  */
              ship_via: string;
              /** @default  */
              order_by: string;
              /** @default null */
              expected_order_date: string | null;
              /** @default null */
              expected_delivery_date: string | null;
              /** @default null */
              order_date: string | null;
              /** @default null */
              delivery_date: string | null;
              /** @default  */
              asante_shipping_address: string;
              /** @default  */
              vendor_shipping_address: string;
              items: {
                id: number;
                /** @default  */
                item_number: string;
                /** @default  */
                description: string;
                /** @default  */
                job_name: string;
                /** @default null */
                quote_id: number | null;
                /** @default 0 */
                quantity: number;
                /** @default 0 */
                unit_price: number;
                line_total: number;
              }[];
              /** @default 0 */
              sub_total: number;
              /** @default 0 */
              sales_tax: number;
              /** @default 0 */
              shipping_charge: number;
              /** @default 0 */
              discount: number;
              /** @default  */
              notes: string;
              number: number;
              total: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getPurchaseOrderPurchaseOrderById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            purchase_order: {
              id: number;
              /** @default  */
              vendor_name: string;
              /** @default  */
              terms: string;
              /** @default  */
              ship_via: string;
              /** @default  */
              order_by: string;
              /** @default null */
              expected_order_date: string | null;
              /** @default null */
              expected_delivery_date: string | null;
              /** @default null */
              order_date: string | null;
              /** @default null */
              delivery_date: string | null;
              /** @default  */
              asante_shipping_address: string;
              /** @default  */
              vendor_shipping_address: string;
              items: {
                id: number;
                /** @default  */
                item_number: string;
                /** @default  */
                description: string;
                /** @default  */
                job_name: string;
                /** @default null */
                quote_id: number | null;
                /** @default 0 */
                quantity: number;
                /** @default 0 */
                unit_price: number;
                line_total: number;
              }[];
              /** @default 0 */
              sub_total: number;
              /** @default 0 */
              sales_tax: number;
              /** @default 0 */
              shipping_charge: number;
              /** @default 0 */
              discount: number;
              /** @default  */
              notes: string;
              number: number;
              total: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putPurchaseOrderPurchaseOrderById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          purchase_order: {
            /** @default  */
            vendor_name?: string;
            /** @default  */
            terms?: string;
            /** @default  */
            ship_via?: string;
            /** @default  */
            order_by?: string;
            /** @default null */
            expected_order_date?: string | null;
            /** @default null */
            expected_delivery_date?: string | null;
            /** @default null */
            order_date?: string | null;
            /** @default null */
            delivery_date?: string | null;
            /** @default  */
            asante_shipping_address?: string;
            /** @default  */
            vendor_shipping_address?: string;
            /** @default [] */
            items?: {
              id?: number;
              /** @default  */
              item_number?: string;
              /** @default  */
              description?: string;
              /** @default  */
              job_name?: string;
              /** @default null */
              quote_id?: number | null;
              /** @default 0 */
              quantity?: number;
              /** @default 0 */
              unit_price?: number;
            }[];
            /** @default 0 */
            sales_tax?: number;
            /** @default 0 */
            shipping_charge?: number;
            /** @default 0 */
            discount?: number;
            /** @default  */
            notes?: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            purchase_order: {
              id: number;
              /** @default  */
              vendor_name: string;
              /** @default  */
              terms: string;
              /** @default  */
              ship_via: string;
              /** @default  */
              order_by: string;
              /** @default null */
              expected_order_date: string | null;
              /** @default null */
              expected_delivery_date: string | null;
              /** @default null */
              order_date: string | null;
              /** @default null */
              delivery_date: string | null;
              /** @default  */
              asante_shipping_address: string;
              /** @default  */
              vendor_shipping_address: string;
              items: {
                id: number;
                /** @default  */
                item_number: string;
                /** @default  */
                description: string;
                /** @default  */
                job_name: string;
                /** @default null */
                quote_id: number | null;
                /** @default 0 */
                quantity: number;
                /** @default 0 */
                unit_price: number;
                line_total: number;
              }[];
              /** @default 0 */
              sub_total: number;
              /** @default 0 */
              sales_tax: number;
              /** @default 0 */
              shipping_charge: number;
              /** @default 0 */
              discount: number;
              /** @default  */
              notes: string;
              number: number;
              total: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postPurchaseOrderSearchAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default {} */
          search?: {
            like_vendor_name?: string;
            /** @enum {string} */
            date_field?: 'expected_order_date' | 'expected_delivery_date' | 'order_date' | 'delivery_date';
            min_date?: string;
            max_date?: string;
            /** @enum {string} */
            phase?: 'to-be-ordered' | 'to-be-delivered' | 'delivered';
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            purchase_orders: {
              id: number;
              /** @default  */
              vendor_name: string;
              /** @default  */
              terms: string;
              /** @default  */
              ship_via: string;
              /** @default  */
              order_by: string;
              /** @default null */
              expected_order_date: string | null;
              /** @default null */
              expected_delivery_date: string | null;
              /** @default null */
              order_date: string | null;
              /** @default null */
              delivery_date: string | null;
              /** @default  */
              asante_shipping_address: string;
              /** @default  */
              vendor_shipping_address: string;
              items: {
                id: number;
                /** @default  */
                item_number: string;
                /** @default  */
                description: string;
                /** @default  */
                job_name: string;
                /** @default null */
                quote_id: number | null;
                /** @default 0 */
                quantity: number;
                /** @default 0 */
                unit_price: number;
                line_total: number;
              }[];
              /** @default 0 */
              sub_total: number;
              /** @default 0 */
              sales_tax: number;
              /** @default 0 */
              shipping_charge: number;
              /** @default 0 */
              discount: number;
              /** @default  */
              notes: string;
              number: number;
              total: number;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postPurchaseOrderSearchDescription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          search: {
            description: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              description: string;
              item_number: string;
              unit_price: number;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getScheduleAssignTo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            assign_to: {
              equip: string;
              assign_to: string;
              count: number;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getScheduleByQuoteId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        quoteId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            schedules: {
              id: number;
              quote_id: number;
              /** @default  */
              short_description: string;
              /** @default  */
              thickness: string;
              /** @default  */
              material: string;
              /** @default  */
              equip: string;
              /** @default  */
              process: string;
              priority: number;
              /** @default  */
              assign_to: string;
              /** @default 0 */
              order_index: number;
              /** @default false */
              is_complete: boolean;
              /** @default false */
              premature_release: boolean;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putScheduleByQuoteId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        quoteId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          schedules: {
            id?: number;
            /** @default  */
            short_description?: string;
            /** @default  */
            thickness?: string;
            /** @default  */
            material?: string;
            /** @default  */
            equip?: string;
            /** @default  */
            process?: string;
            priority?: number | string;
            /** @default  */
            assign_to?: string;
            /** @default 0 */
            order_index?: number;
            /** @default false */
            is_complete?: boolean;
            /** @default false */
            premature_release?: boolean;
            quote_id?: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            schedules: {
              id: number;
              quote_id: number;
              /** @default  */
              short_description: string;
              /** @default  */
              thickness: string;
              /** @default  */
              material: string;
              /** @default  */
              equip: string;
              /** @default  */
              process: string;
              priority: number;
              /** @default  */
              assign_to: string;
              /** @default 0 */
              order_index: number;
              /** @default false */
              is_complete: boolean;
              /** @default false */
              premature_release: boolean;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putDailyscheduleById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          is_complete?: boolean;
          priority?: number | string;
          assign_to?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            schedule: {
              id: number;
              quote_id: number;
              /** @default  */
              short_description: string;
              /** @default  */
              thickness: string;
              /** @default  */
              material: string;
              /** @default  */
              equip: string;
              /** @default  */
              process: string;
              priority: number;
              /** @default  */
              assign_to: string;
              /** @default 0 */
              order_index: number;
              /** @default false */
              is_complete: boolean;
              /** @default false */
              premature_release: boolean;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getAccountProjectManagers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            project_managers: {
              id: number;
              /** @default  */
              first_name: string;
              /** @default  */
              last_name: string;
              /** @default  */
              email: string;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getFileById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's (quote's) id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            files: {
              id: number;
              name: string;
              quote_id: number;
              size: number;
              content_type: string;
              created_at: string;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putFileById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The file's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            file: {
              id: number;
              name: string;
              quote_id: number;
              size: number;
              content_type: string;
              created_at: string;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postFileById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job's (quote's) id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            file: {
              id: number;
              name: string;
              quote_id: number;
              size: number;
              content_type: string;
              created_at: string;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  deleteFileById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The file's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postFileGetQuotesFiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            files: {
              id: number;
              name: string;
              quote_id: number;
              size: number;
              content_type: string;
              created_at: string;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getFileByFileIdAndName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        fileId: number;
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, streamed as an attachment, typed by its first bytes: a PDF or an image (PNG, JPEG, GIF, WebP, TIFF), anything else application/octet-stream. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postDailyschedule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default All */
          equip?: string;
          /** @default All */
          assign_to?: string;
          /** @default All */
          completion?: string;
          /** @default All */
          material?: string;
          /**
           * @default In Production
           * @enum {string}
           */
          production_state?: 'All' | 'In Production' | 'Ready For Production' | 'Thermoformed Signs Received';
          /** @description The page to answer, from 0; with page_count, asks for the paged reply. */
          page?: number;
          /** @description Rows per page (default 10); with page, asks for the paged reply. */
          page_count?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tasks: {
              id: number;
              quote_id: number;
              equip: string;
              material: string;
              assign_to: string;
              priority: number;
              is_complete: boolean;
              job_name: string;
              customer_name: string;
              expected_ship_date: string | null;
              short_description: string;
              task: string;
              /** @description A sign of the job has tactile text (Braille). */
              has_tactile: boolean;
            }[];
            /** @description Paged reply: the rows of the whole result. */
            count?: number;
            /** @description Paged reply: the page answered. */
            page?: number;
            /** @description Paged reply: rows per page. */
            page_count?: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getBacklogReportByLabel: {
    parameters: {
      query?: {
        /** @description The page to answer, from 0; with page_count, asks for the paged reply. */
        page?: number;
        /** @description Rows per page (default 10); with page, asks for the paged reply. */
        page_count?: number;
      };
      header?: never;
      path: {
        label: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every job (`{ jobs }`), or, asked with page or page_count, one page of them with the count and totals of the whole list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobs: {
              id: number;
              quote_id: number;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              /** @default 0 */
              total_price: number;
              /** @default 0 */
              shipping_cost: number;
              /** @default 0 */
              cost_without_shipping: number;
              /** @default false */
              is_thermoformed: boolean;
              /** @default false */
              is_checked: boolean;
              /** @default null */
              date_picked: string | null;
              /** @default null */
              customer_promise_date: string | null;
              /** @default  */
              shipping_method: string;
              /** @default  */
              materials: string;
              /** @default null */
              date_given: string | null;
              ready_for_production_date: string | null;
              in_production_date: string | null;
              backlogs_recieved: string | null;
              unreadable?: string[];
            }[];
            /** @description Paged reply: the rows of the whole result. */
            count?: number;
            /** @description Paged reply: the page answered. */
            page?: number;
            /** @description Paged reply: rows per page. */
            page_count?: number;
            /** @description Paged reply: the money of the whole result (engraved: jobs not thermoformed). */
            totals?: {
              total_price: number;
              engraved: number;
              thermoformed: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postBacklogSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default {} */
          search?: {
            /** @default true */
            customer_ship_date?: boolean;
            /** @default false */
            thermoformed_received?: boolean;
          };
          /** @description The page to answer, from 0; with page_count, asks for the paged reply. */
          page?: number;
          /** @description Rows per page (default 10); with page, asks for the paged reply. */
          page_count?: number;
        };
      };
    };
    responses: {
      /** @description Every job (`{ jobs }`), or, asked with page or page_count, one page of them with the count and totals of the whole list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobs: {
              id: number;
              quote_id: number;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              /** @default 0 */
              total_price: number;
              /** @default 0 */
              shipping_cost: number;
              /** @default 0 */
              cost_without_shipping: number;
              /** @default false */
              is_thermoformed: boolean;
              /** @default false */
              is_checked: boolean;
              /** @default null */
              date_picked: string | null;
              /** @default null */
              customer_promise_date: string | null;
              /** @default  */
              shipping_method: string;
              /** @default  */
              materials: string;
              /** @default null */
              date_given: string | null;
              ready_for_production_date: string | null;
              in_production_date: string | null;
              backlogs_recieved: string | null;
              unreadable?: string[];
            }[];
            /** @description Paged reply: the rows of the whole result. */
            count?: number;
            /** @description Paged reply: the page answered. */
            page?: number;
            /** @description Paged reply: rows per page. */
            page_count?: number;
            /** @description Paged reply: the money of the whole result (engraved: jobs not thermoformed). */
            totals?: {
              total_price: number;
              engraved: number;
              thermoformed: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getProductionReady: {
    parameters: {
      query?: {
        /** @description The page to answer, from 0; with page_count, asks for the paged reply. */
        page?: number;
        /** @description Rows per page (default 10); with page, asks for the paged reply. */
        page_count?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every job (`{ jobs }`), or, asked with page or page_count, one page of them with the count and totals of the whole list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobs: {
              id: number;
              quote_id: number;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              /** @default 0 */
              total_price: number;
              /** @default 0 */
              shipping_cost: number;
              /** @default 0 */
              cost_without_shipping: number;
              /** @default false */
              is_thermoformed: boolean;
              /** @default false */
              is_checked: boolean;
              /** @default null */
              date_picked: string | null;
              /** @default null */
              customer_promise_date: string | null;
              /** @default  */
              shipping_method: string;
              /** @default  */
              materials: string;
              /** @default null */
              date_given: string | null;
              ready_for_production_date: string | null;
              in_production_date: string | null;
              backlogs_recieved: string | null;
              unreadable?: string[];
            }[];
            /** @description Paged reply: the rows of the whole result. */
            count?: number;
            /** @description Paged reply: the page answered. */
            page?: number;
            /** @description Paged reply: rows per page. */
            page_count?: number;
            /** @description Paged reply: the money of the whole result (engraved: jobs not thermoformed). */
            totals?: {
              total_price: number;
              engraved: number;
              thermoformed: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getProductionReleased: {
    parameters: {
      query?: {
        /** @description The page to answer, from 0; with page_count, asks for the paged reply. */
        page?: number;
        /** @description Rows per page (default 10); with page, asks for the paged reply. */
        page_count?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every job (`{ jobs }`), or, asked with page or page_count, one page of them with the count and totals of the whole list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobs: {
              id: number;
              quote_id: number;
              /** @default  */
              job_name: string;
              /** @default  */
              customer_name: string;
              /** @default 0 */
              total_price: number;
              /** @default 0 */
              shipping_cost: number;
              /** @default 0 */
              cost_without_shipping: number;
              /** @default false */
              is_thermoformed: boolean;
              /** @default false */
              is_checked: boolean;
              /** @default null */
              date_picked: string | null;
              /** @default null */
              customer_promise_date: string | null;
              /** @default  */
              shipping_method: string;
              /** @default  */
              materials: string;
              /** @default null */
              date_given: string | null;
              ready_for_production_date: string | null;
              in_production_date: string | null;
              backlogs_recieved: string | null;
              unreadable?: string[];
            }[];
            /** @description Paged reply: the rows of the whole result. */
            count?: number;
            /** @description Paged reply: the page answered. */
            page?: number;
            /** @description Paged reply: rows per page. */
            page_count?: number;
            /** @description Paged reply: the money of the whole result (engraved: jobs not thermoformed). */
            totals?: {
              total_price: number;
              engraved: number;
              thermoformed: number;
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getProjectmanagerschedule: {
    parameters: {
      query?: {
        project_manager?: ('all' | 'none') | number;
        date?: string;
        /** @description The page to answer, from 0; with page_count, asks for the paged reply. */
        page?: number;
        /** @description Rows per page (default 10); with page, asks for the paged reply. */
        page_count?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sections: {
              approved: {
                id: number;
                job_name: string;
                customer_name: string;
                project_manager: number | null;
                project_manager_comment: string;
              }[];
              completed: {
                id: number;
                job_name: string;
                customer_name: string;
                project_manager: number | null;
                project_manager_comment: string;
              }[];
              in_progress: {
                id: number;
                job_name: string;
                customer_name: string;
                project_manager: number | null;
                project_manager_comment: string;
              }[];
              not_started: {
                id: number;
                job_name: string;
                customer_name: string;
                project_manager: number | null;
                project_manager_comment: string;
              }[];
              on_hold: {
                id: number;
                job_name: string;
                customer_name: string;
                project_manager: number | null;
                project_manager_comment: string;
              }[];
              waiting: {
                id: number;
                job_name: string;
                customer_name: string;
                project_manager: number | null;
                project_manager_comment: string;
              }[];
            };
            /** @description Paged reply: each section's entries in the whole result. */
            counts?: {
              approved: number;
              completed: number;
              in_progress: number;
              not_started: number;
              on_hold: number;
              waiting: number;
            };
            /** @description Paged reply: the page answered. */
            page?: number;
            /** @description Paged reply: rows per page. */
            page_count?: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getCustomerreport: {
    parameters: {
      query?: {
        filter?: string;
        company?: string;
        from_date?: string | '';
        to_date?: string | '';
        from_ship_date?: string | '';
        to_ship_date?: string | '';
        only_shipped?: boolean;
        no_shipped?: boolean;
        ready_for_production?: boolean;
        /** @description The page to answer, from 0; with page_count, asks for the paged reply. */
        page?: number;
        /** @description Rows per page (default 10); with page, asks for the paged reply. */
        page_count?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobs: {
              id: number;
              job_name: string;
              customer_name: string;
              quote_date: string;
              expected_ship_date: string | null;
              total_price: number;
              latest_step: string;
              date_shipped: string | null;
              is_shipped: boolean;
              unreadable?: string[];
            }[];
            total_price: number;
            /** @description Paged reply: the rows of the whole result. */
            count?: number;
            /** @description Paged reply: the page answered. */
            page?: number;
            /** @description Paged reply: rows per page. */
            page_count?: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getCsvByName: {
    parameters: {
      query?: {
        stage?: string;
      };
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report as CSV, a header row first. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getMillingMachineByMachine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machine: 'HAAS1' | 'HAAS2' | 'HAAS3' | 'HAAS4' | 'HAAS5' | 'HAAS6';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plate: {
              id: number;
              machine: string;
              /** @default  */
              file_name: string;
              start_time: number;
              /** @default null */
              end_time: number | null;
              /** @default 0 */
              expected_time: number;
              /** @default  */
              operator: string;
              /** @default null */
              humidity: number | null;
              /** @default null */
              air_quality: number | null;
              /** @default null */
              pressure: number | null;
              /** @default null */
              temperature: number | null;
              /** @default 0 */
              height: number;
              /** @default 0 */
              width: number;
              /** @default  */
              version: string;
              /** @default [] */
              tool_info: {
                tool_number: number;
                feed_rate: number;
                length: number;
              }[];
              imperfections: string[];
            } | null;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postMillingMachineByMachine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machine: 'HAAS1' | 'HAAS2' | 'HAAS3' | 'HAAS4' | 'HAAS5' | 'HAAS6';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          machine?: 'HAAS1' | 'HAAS2' | 'HAAS3' | 'HAAS4' | 'HAAS5' | 'HAAS6';
          start: number;
          end: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plates: {
              id: number;
              machine: string;
              /** @default  */
              file_name: string;
              start_time: number;
              /** @default null */
              end_time: number | null;
              /** @default 0 */
              expected_time: number;
              /** @default  */
              operator: string;
              /** @default null */
              humidity: number | null;
              /** @default null */
              air_quality: number | null;
              /** @default null */
              pressure: number | null;
              /** @default null */
              temperature: number | null;
              /** @default 0 */
              height: number;
              /** @default 0 */
              width: number;
              /** @default  */
              version: string;
              /** @default [] */
              tool_info: {
                tool_number: number;
                feed_rate: number;
                length: number;
              }[];
              imperfections: string[];
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getMillingJobByName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plates: {
              id: number;
              machine: string;
              /** @default  */
              file_name: string;
              start_time: number;
              /** @default null */
              end_time: number | null;
              /** @default 0 */
              expected_time: number;
              /** @default  */
              operator: string;
              /** @default null */
              humidity: number | null;
              /** @default null */
              air_quality: number | null;
              /** @default null */
              pressure: number | null;
              /** @default null */
              temperature: number | null;
              /** @default 0 */
              height: number;
              /** @default 0 */
              width: number;
              /** @default  */
              version: string;
              /** @default [] */
              tool_info: {
                tool_number: number;
                feed_rate: number;
                length: number;
              }[];
              imperfections: string[];
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getMillingImages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            base_url: string | null;
            charts: string[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putMillingFile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: number;
          /** @enum {string} */
          machine: 'HAAS1' | 'HAAS2' | 'HAAS3' | 'HAAS4' | 'HAAS5' | 'HAAS6';
          /** @default  */
          file_name?: string;
          start_time: number;
          /** @default null */
          end_time?: number | null;
          /** @default 0 */
          expected_time?: number;
          /** @default  */
          operator?: string;
          /** @default null */
          humidity?: number | null;
          /** @default null */
          air_quality?: number | null;
          /** @default null */
          pressure?: number | null;
          /** @default null */
          temperature?: number | null;
          /** @default 0 */
          height?: number;
          /** @default 0 */
          width?: number;
          /** @default  */
          version?: string;
          /** @default [] */
          tool_info?: {
            tool_number: number;
            feed_rate: number;
            length: number;
          }[];
          /** @default [] */
          imperfections?: (
            | 'floor_deeper'
            | 'floor_lines'
            | 'pitted_lines'
            | 'pitts'
            | 'chipped_letters'
            | 'floor_shallow'
            | 'flat_braille'
            | 'sharp_braille'
            | 'dwel_marks'
            | 'remake'
          )[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plate: {
              id: number;
              machine: string;
              /** @default  */
              file_name: string;
              start_time: number;
              /** @default null */
              end_time: number | null;
              /** @default 0 */
              expected_time: number;
              /** @default  */
              operator: string;
              /** @default null */
              humidity: number | null;
              /** @default null */
              air_quality: number | null;
              /** @default null */
              pressure: number | null;
              /** @default null */
              temperature: number | null;
              /** @default 0 */
              height: number;
              /** @default 0 */
              width: number;
              /** @default  */
              version: string;
              /** @default [] */
              tool_info: {
                tool_number: number;
                feed_rate: number;
                length: number;
              }[];
              imperfections: string[];
            };
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getBankPublicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            public_key: string;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getBank: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            nick_name: string;
          }[];
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postBank: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          nick_name: string;
          ada_routing_number: string;
          account_number: string;
          account_title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            nick_name: string;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  deleteBankById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getBankCompanyByCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        company: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            company: string;
            nick_name: string;
            ada_routing_number: string | null;
            account_number: string | null;
            account_title: string | null;
          }[];
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  deleteBankRemovePrivateInfoById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            company: string;
            nick_name: string;
            ada_routing_number: string | null;
            account_number: string | null;
            account_title: string | null;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getCompanyInfoByName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: string;
            /** @default  */
            billing_info: string;
            /** @default  */
            website: string;
            /** @default  */
            address: string;
            /** @default  */
            contact_person: string;
            /** @default Net 30 */
            payment_terms_text: string;
            /** @default 30 */
            payment_days: number;
            is_new_customer: boolean;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putCompanyInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          company?: string;
          billing_info?: string;
          website?: string;
          address?: string;
          contact_person?: string;
          payment_terms_text?: string;
          payment_days?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: string;
            /** @default  */
            billing_info: string;
            /** @default  */
            website: string;
            /** @default  */
            address: string;
            /** @default  */
            contact_person: string;
            /** @default Net 30 */
            payment_terms_text: string;
            /** @default 30 */
            payment_days: number;
            is_new_customer: boolean;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postCompanyInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          company?: string;
          /** @default  */
          billing_info?: string;
          /** @default  */
          website?: string;
          /** @default  */
          address?: string;
          /** @default  */
          contact_person?: string;
          payment_terms_text?: string;
          payment_days?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: string;
            /** @default  */
            billing_info: string;
            /** @default  */
            website: string;
            /** @default  */
            address: string;
            /** @default  */
            contact_person: string;
            /** @default Net 30 */
            payment_terms_text: string;
            /** @default 30 */
            payment_days: number;
            is_new_customer: boolean;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postCompanyInfoGetCompanyInfos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_names: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: string;
            /** @default  */
            billing_info: string;
            /** @default  */
            website: string;
            /** @default  */
            address: string;
            /** @default  */
            contact_person: string;
            /** @default Net 30 */
            payment_terms_text: string;
            /** @default 30 */
            payment_days: number;
            is_new_customer: boolean;
          }[];
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getCompanyInfoNamesByText: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        text: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company_names: string[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postJobQuery: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          is_shipped?: boolean;
          admin_paid?: boolean;
          min_left_to_pay?: number;
          max_left_to_pay?: number;
          not_left_to_pay?: boolean;
          has_payments?: boolean;
          company?: string;
          /** @description The page to answer, from 0; with page_count, asks for the paged reply. */
          page?: number;
          /** @description Rows per page (default 10); with page, asks for the paged reply. */
          page_count?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                id: number;
                /** @default 1 */
                quote_sequence: number;
                /** @default  */
                given_id: string;
                /** @default  */
                job_name: string;
                /** @default  */
                customer_name: string;
                /** @default 0 */
                total_price: number;
                /** @default 0 */
                left_to_pay: number;
                /** @default null */
                shipped_date: string | null;
                /** @default null */
                last_date_paid: string | null;
                /** @default [] */
                payment_history: {
                  payment: number;
                  interest?: number;
                  date: string;
                  /** @default  */
                  nick_name: string;
                  /** @default false */
                  admin_paid: boolean;
                }[];
                /** @default  */
                payment_nick_name: string;
                /** @default false */
                admin_paid: boolean;
                /** @default false */
                is_shipped: boolean;
                /** @default 0 */
                shipping_cost: number;
                /** @default [] */
                tracking_number: string[];
                /** @default  */
                shipping_method: string;
                /** @default 0 */
                cost_without_shipping: number;
                /** @default null */
                expected_ship_date: string | null;
                /** @default  */
                lastest_step_label: string;
                payment_terms_text: string;
                payment_days: number;
                due_date: string | null;
                interest: number;
                total_due: number;
                unreadable?: string[];
              }[]
            | {
                jobs: {
                  id: number;
                  /** @default 1 */
                  quote_sequence: number;
                  /** @default  */
                  given_id: string;
                  /** @default  */
                  job_name: string;
                  /** @default  */
                  customer_name: string;
                  /** @default 0 */
                  total_price: number;
                  /** @default 0 */
                  left_to_pay: number;
                  /** @default null */
                  shipped_date: string | null;
                  /** @default null */
                  last_date_paid: string | null;
                  /** @default [] */
                  payment_history: {
                    payment: number;
                    interest?: number;
                    date: string;
                    /** @default  */
                    nick_name: string;
                    /** @default false */
                    admin_paid: boolean;
                  }[];
                  /** @default  */
                  payment_nick_name: string;
                  /** @default false */
                  admin_paid: boolean;
                  /** @default false */
                  is_shipped: boolean;
                  /** @default 0 */
                  shipping_cost: number;
                  /** @default [] */
                  tracking_number: string[];
                  /** @default  */
                  shipping_method: string;
                  /** @default 0 */
                  cost_without_shipping: number;
                  /** @default null */
                  expected_ship_date: string | null;
                  /** @default  */
                  lastest_step_label: string;
                  payment_terms_text: string;
                  payment_days: number;
                  due_date: string | null;
                  interest: number;
                  total_due: number;
                  unreadable?: string[];
                }[];
                /** @description Paged reply: the rows of the whole result. */
                count?: number;
                /** @description Paged reply: the page answered. */
                page?: number;
                /** @description Paged reply: rows per page. */
                page_count?: number;
                /** @description The money of every job the query finds: total_price and left_to_pay of all; open_count, interest and total_due of those not paid off, interest as of today (the sums of what their rows show). */
                totals: {
                  total_price: number;
                  left_to_pay: number;
                  open_count: number;
                  interest: number;
                  total_due: number;
                };
              };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postJobPaymentById: {
    parameters: {
      query?: never;
      header?: {
        'idempotency-key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          payment: number;
          nick_name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @default 1 */
            quote_sequence: number;
            /** @default  */
            given_id: string;
            /** @default  */
            job_name: string;
            /** @default  */
            customer_name: string;
            /** @default 0 */
            total_price: number;
            /** @default 0 */
            left_to_pay: number;
            /** @default null */
            shipped_date: string | null;
            /** @default null */
            last_date_paid: string | null;
            /** @default [] */
            payment_history: {
              payment: number;
              interest?: number;
              date: string;
              /** @default  */
              nick_name: string;
              /** @default false */
              admin_paid: boolean;
            }[];
            /** @default  */
            payment_nick_name: string;
            /** @default false */
            admin_paid: boolean;
            /** @default false */
            is_shipped: boolean;
            /** @default 0 */
            shipping_cost: number;
            /** @default [] */
            tracking_number: string[];
            /** @default  */
            shipping_method: string;
            /** @default 0 */
            cost_without_shipping: number;
            /** @default null */
            expected_ship_date: string | null;
            /** @default  */
            lastest_step_label: string;
            payment_terms_text: string;
            payment_days: number;
            due_date: string | null;
            interest: number;
            total_due: number;
            unreadable?: string[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putJobAdminPaidById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          admin_paid: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @default 1 */
            quote_sequence: number;
            /** @default  */
            given_id: string;
            /** @default  */
            job_name: string;
            /** @default  */
            customer_name: string;
            /** @default 0 */
            total_price: number;
            /** @default 0 */
            left_to_pay: number;
            /** @default null */
            shipped_date: string | null;
            /** @default null */
            last_date_paid: string | null;
            /** @default [] */
            payment_history: {
              payment: number;
              interest?: number;
              date: string;
              /** @default  */
              nick_name: string;
              /** @default false */
              admin_paid: boolean;
            }[];
            /** @default  */
            payment_nick_name: string;
            /** @default false */
            admin_paid: boolean;
            /** @default false */
            is_shipped: boolean;
            /** @default 0 */
            shipping_cost: number;
            /** @default [] */
            tracking_number: string[];
            /** @default  */
            shipping_method: string;
            /** @default 0 */
            cost_without_shipping: number;
            /** @default null */
            expected_ship_date: string | null;
            /** @default  */
            lastest_step_label: string;
            payment_terms_text: string;
            payment_days: number;
            due_date: string | null;
            interest: number;
            total_due: number;
            unreadable?: string[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putJobPaymentHistoryByIdAndIndex: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        index: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          admin_paid: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @default 1 */
            quote_sequence: number;
            /** @default  */
            given_id: string;
            /** @default  */
            job_name: string;
            /** @default  */
            customer_name: string;
            /** @default 0 */
            total_price: number;
            /** @default 0 */
            left_to_pay: number;
            /** @default null */
            shipped_date: string | null;
            /** @default null */
            last_date_paid: string | null;
            /** @default [] */
            payment_history: {
              payment: number;
              interest?: number;
              date: string;
              /** @default  */
              nick_name: string;
              /** @default false */
              admin_paid: boolean;
            }[];
            /** @default  */
            payment_nick_name: string;
            /** @default false */
            admin_paid: boolean;
            /** @default false */
            is_shipped: boolean;
            /** @default 0 */
            shipping_cost: number;
            /** @default [] */
            tracking_number: string[];
            /** @default  */
            shipping_method: string;
            /** @default 0 */
            cost_without_shipping: number;
            /** @default null */
            expected_ship_date: string | null;
            /** @default  */
            lastest_step_label: string;
            payment_terms_text: string;
            payment_days: number;
            due_date: string | null;
            interest: number;
            total_due: number;
            unreadable?: string[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getAccountingInvoicesCsv: {
    parameters: {
      query: {
        /** @description First day of the range (yyyy-mm-dd). */
        from: string;
        /** @description Last day of the range (yyyy-mm-dd), included. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description QuickBooks Online import CSV, a header row first. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getAccountingPaymentsCsv: {
    parameters: {
      query: {
        /** @description First day of the range (yyyy-mm-dd). */
        from: string;
        /** @description Last day of the range (yyyy-mm-dd), included. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description QuickBooks Online import CSV, a header row first. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getShop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shop: {
              name: string;
              address: string;
              phone: string;
              email: '' | string;
              website: '' | string;
              address_presets: {
                label: string;
                company: string;
                street_address: string;
                apartment: string;
                city: string;
                state: string;
                zip: string;
              }[];
              default_payment_terms: {
                text: string;
                days: number;
              };
            };
            logo: {
              url: string;
              /** @enum {string} */
              content_type: 'image/png' | 'image/jpeg';
              width: number;
              height: number;
            } | null;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  putAdminShop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          shop: {
            name: string;
            address: string;
            phone: string;
            email: '' | string;
            website: '' | string;
            address_presets: {
              label: string;
              company: string;
              street_address: string;
              apartment: string;
              city: string;
              state: string;
              zip: string;
            }[];
            default_payment_terms: {
              text: string;
              days: number;
            };
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shop: {
              name: string;
              address: string;
              phone: string;
              email: '' | string;
              website: '' | string;
              address_presets: {
                label: string;
                company: string;
                street_address: string;
                apartment: string;
                city: string;
                state: string;
                zip: string;
              }[];
              default_payment_terms: {
                text: string;
                days: number;
              };
            };
            logo: {
              url: string;
              /** @enum {string} */
              content_type: 'image/png' | 'image/jpeg';
              width: number;
              height: number;
            } | null;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postAdminShopLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A PNG or JPEG image of at most 512 kB.
           */
          logo: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            logo: {
              url: string;
              /** @enum {string} */
              content_type: 'image/png' | 'image/jpeg';
              width: number;
              height: number;
            } | null;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  deleteAdminShopLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            logo: {
              url: string;
              /** @enum {string} */
              content_type: 'image/png' | 'image/jpeg';
              width: number;
              height: number;
            } | null;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getShopLogoByVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        version: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo image. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
          'image/jpeg': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getPdfIdByFile: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getPdfPackagingslipIdByFile: {
    parameters: {
      query: {
        id: number;
        /** @description The quantity of each sign in this package, in sign order, as a bracketed list: [1,2,3]. */
        quantities?: string;
        packagingNumber?: string;
        notes?: string;
      };
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getPdfTactilescheduleIdByFile: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getPdfInvoiceByIdAndFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getPdfOpenInvoicesInvoicePdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getPdfCustomerreportPdf: {
    parameters: {
      query?: {
        filter?: string;
        company?: string;
        from_date?: string | '';
        to_date?: string | '';
        from_ship_date?: string | '';
        to_ship_date?: string | '';
        only_shipped?: boolean;
        no_shipped?: boolean;
        ready_for_production?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postPdfProjectmanager: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          sections: {
            [key: string]: {
              id: number;
              /** @default  */
              customer_name?: string;
              /** @default  */
              job_name?: string;
              /** @default  */
              project_manager_comment?: string | null;
            }[];
          };
          project_manager?: number | string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postPdfPurchaseOrderById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postPdfPurchaseOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          company_name?: string;
          /** @default  */
          company_address?: string;
          order_date?: string | '' | null;
          /** @default  */
          ship_via?: string;
          /** @default  */
          order_by?: string;
          delivery_date?: string | '' | null;
          /** @default  */
          terms?: string;
          /** @default [] */
          items?: {
            /** @default  */
            item_number?: string;
            /** @default  */
            description?: string;
            /** @default  */
            job_name?: string;
            /** @default 0 */
            quantity?: number;
            /** @default 0 */
            unit_price?: number;
          }[];
          /** @default 0 */
          sales_tax?: number;
          /** @default 0 */
          shipping_charge?: number;
          /** @default 0 */
          discount?: number;
          /** @default  */
          notes?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getFileOnetimeuseByIdAndName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          quote: {
            id: number;
          };
          email: {
            /** @default  */
            fromEmail?: string | '';
            /** @default  */
            toEmail?: string;
            /** @default  */
            ccEmail?: string;
            /** @default  */
            subject?: string;
            /** @default  */
            body?: string;
            /** @default  */
            note?: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Email Sent';
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getApprovalQuoteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            approvals: {
              id: number;
              /** @enum {string} */
              kind: 'quote' | 'proof';
              /** @enum {string} */
              state: 'not_sent' | 'waiting' | 'approved' | 'changes_requested' | 'superseded';
              quote_sequence: number;
              fingerprint: string;
              file_name: string | null;
              sent_to: string;
              sent_by?: string;
              sent_at: string;
              expires_at: string;
              answer: {
                /** @enum {string} */
                decision: 'approve' | 'request_changes';
                name: string;
                comment: string;
                at: string;
                ip?: string;
                user_agent?: string;
                account_id?: number | null;
                fingerprint: string;
              } | null;
            }[];
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postApprovalQuoteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            message: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postApprovalProofById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            message: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getApproveByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'quote' | 'proof';
            shop_name: string;
            job_name: string;
            given_id: string;
            quote: {
              given_id: string;
              job_name: string;
              customer_name: string;
              quote_date: string;
              lines: {
                depth: number;
                label: string;
                description: string;
                width: string;
                height: string;
                quantity: string;
                unit_price: string;
                total_price: string;
              }[];
              totals: {
                label: string;
                value: string;
                strong?: boolean;
              }[];
            } | null;
            file: {
              name: string;
              type: string;
            } | null;
            sent_at: string;
            expires_at: string;
            notice: string | null;
            statement: string;
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postApproveByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              decision: 'approve';
              name: string;
              /** @enum {boolean} */
              confirm: true;
            }
          | {
              /** @enum {string} */
              decision: 'request_changes';
              /** @default  */
              name?: string;
              comment: string;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            state: 'approved' | 'changes_requested';
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getApprovePdfByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  getApproveFileByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as PDF bytes. */
      200: {
        headers: {
          /** @description inline or attachment, with the file name (ASCII fallback and UTF-8 filename*). */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
  postApprovalQuoteAnswerById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              decision: 'approve';
              name: string;
              /** @enum {boolean} */
              confirm: true;
            }
          | {
              /** @enum {string} */
              decision: 'request_changes';
              /** @default  */
              name?: string;
              comment: string;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            state: 'approved' | 'changes_requested';
          };
        };
      };
      /** @description The request was refused; `err` says why in words a person can act on. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            err: string;
            code: string;
          };
        };
      };
    };
  };
}
