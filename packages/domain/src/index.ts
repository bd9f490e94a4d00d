export * from './access/roles.ts';
export * from './access/policies.ts';
export * from './access/quote-scope.ts';
export * from './access/record-policies.ts';
export * from './access/job-changes.ts';
export * from './access/approval-policies.ts';
export * from './access/quote-mail-policy.ts';
export * from './access/notification-policies.ts';
export * from './approvals/approval-states.ts';
export * from './approvals/approval.ts';
export * from './approvals/approvals-api.schema.ts';
export * from './access/job-fields.ts';
export * from './errors.ts';
export * from './field-messages.ts';
export * from './numbers/bounds.ts';

export * from './accounts/account-rules.ts';
export * from './accounts/password-strength.ts';
export * from './accounts/new-account-settings.ts';
export * from './accounts/account.schema.ts';
export * from './accounts/settings.schema.ts';
export * from './accounts/theme.schema.ts';
export * from './accounts/theme-rules.ts';
export * from './accounts/accounts-api.schema.ts';
export * from './accounts/admin-accounts-api.schema.ts';

export * from './accounting/accounting-api.schema.ts';

export * from './backlog/backlog.schema.ts';
export * from './backlog/backlog-changes.ts';
export * from './backlog/backlog-api.schema.ts';

export * from './aging/aging.ts';
export * from './aging/aging-api.schema.ts';
export * from './aging/statement.ts';

export * from './billing/billed-amount.ts';
export * from './billing/bank.schema.ts';
export * from './billing/bank-crypto.ts';
export * from './billing/due-date.ts';
export * from './billing/interest.ts';
export * from './billing/invoice-summary.ts';
export * from './billing/job-invoice.schema.ts';
export * from './billing/payment-history.schema.ts';
export * from './billing/payment-history.ts';
export * from './billing/payment-rules.ts';
export * from './billing/payment-key.ts';
export * from './billing/payment-key.schema.ts';
export * from './billing/billing-api.schema.ts';
export * from './lists/unreadable.ts';
export * from './job-history/job-history.ts';
export * from './job-history/job-history-api.schema.ts';

export * from './company-info/company-info.schema.ts';
export * from './company-info/company-key.ts';
export * from './company-info/company-info-api.schema.ts';

export * from './dates/just-date.ts';
export * from './dates/just-date.schema.ts';
export * from './dates/date-formats.ts';
export * from './dates/date-mask.ts';
export * from './dates/page-query.ts';
export * from './dates/shop-today.ts';

export * from './documents/documents-api.schema.ts';

export * from './files/file.schema.ts';
export * from './files/file-name.ts';
export * from './files/file-size.ts';
export * from './files/file-type.ts';
export * from './files/files-api.schema.ts';

export * from './health/health-api.schema.ts';

export * from './lists/constants.ts';
export * from './lists/production.ts';
export * from './lists/suggestions.ts';

export * from './milling/imperfections.ts';
export * from './milling/machines.ts';
export * from './first-page/first-page-reads.ts';
export * from './first-page/first-views.ts';
export * from './milling/plate.schema.ts';
export * from './milling/plate-gaps.ts';
export * from './milling/plate-time.ts';
export * from './milling/plate-value.ts';
export * from './milling/plate-quote-number.ts';
export * from './milling/milling-api.schema.ts';

export * from './pricing/money.ts';
export * from './pricing/size-tier.ts';
export * from './pricing/addon-rates.ts';
export * from './pricing/process-lookup.ts';
export * from './pricing/price-sign.ts';
export * from './pricing/price-quote.ts';
export * from './pricing/frozen-prices.ts';
export * from './pricing/frozen-prices.schema.ts';
export * from './pricing/custom-price-list.ts';

export * from './purchase-orders/purchase-order.schema.ts';
export * from './purchase-orders/purchase-order-rules.ts';
export * from './purchase-orders/purchase-order-api.schema.ts';

export * from './quotes/adjustment-label.ts';
export * from './quotes/contact.schema.ts';
export * from './quotes/quote-mail.ts';
export * from './quotes/email-api.schema.ts';
export * from './quotes/custom-addon.schema.ts';
export * from './quotes/custom-addon-migration.ts';
export * from './quotes/editor-messages.ts';
export * from './quotes/numeric-input.ts';
export * from './quotes/quote-copy.ts';
export * from './quotes/quote-naming.ts';
export * from './quotes/quote-number.ts';
export * from './quotes/quote-order.ts';
export * from './quotes/quote-search.schema.ts';
export * from './quotes/quote-save.schema.ts';
export * from './quotes/quotes-api.schema.ts';
export * from './quotes/quote-validation.ts';
export * from './quotes/quote.schema.ts';
export * from './quotes/sign.schema.ts';

export * from './reports/report.schema.ts';
export * from './reports/report-page.schema.ts';
export * from './reports/reports-api.schema.ts';

export * from './tactile/braille-cells.ts';
export * from './tactile/braille-wording.ts';
export * from './tactile/braille-translator.ts';
export * from './tactile/tactile.schema.ts';
export * from './tactile/tactile-layout.ts';
export * from './tactile/tactile-translation.ts';
export * from './tactile/tactile-summary.ts';

export * from './schedule/priority.ts';
export * from './schedule/schedule-line.schema.ts';
export * from './schedule/daily-schedule-filter.ts';
export * from './schedule/daily-task.schema.ts';
export * from './schedule/equipment-processes.ts';
export * from './schedule/schedule-api.schema.ts';

export * from './sign-types/sign-type.schema.ts';
export * from './sign-types/addon.schema.ts';
export * from './sign-types/addon-rules.ts';
export * from './sign-types/process-label.ts';
export * from './sign-types/process-order.ts';
export * from './sign-types/sign-types-api.schema.ts';
export * from './backlog/backlog-stages.ts';
export * from './text/bidi.ts';
export * from './text/escape-html.ts';
export * from './text/text-bounds.ts';
export * from './text/text-limits.ts';
export * from './text/sentence.ts';
export * from './shop/shop-identity.schema.ts';
export * from './shop/shop-logo.ts';
export * from './shop/shop-api.schema.ts';
export * from './capacity/task-estimate.ts';

export * from './time-tracking/job-time.ts';
export * from './time-tracking/quoted-vs-actual.ts';
export * from './time-tracking/time-tracking-api.schema.ts';
export * from './board/board-api.schema.ts';
export * from './board/live-events.ts';
export * from './dashboard/dashboard-months.ts';
export * from './dashboard/on-time.ts';
export * from './dashboard/dashboard-api.schema.ts';
export * from './dashboard/dashboard-figures.ts';
export * from './capacity/floor-resources.ts';
export * from './capacity/planner.ts';
export * from './capacity/at-risk.ts';
export * from './capacity/capacity-api.schema.ts';

export * from './tax/tax-rate.schema.ts';
export * from './tax/quote-tax.ts';
export * from './tax/tax-lines.ts';
export * from './tax/frozen-tax.ts';
export * from './tax/tax-api.schema.ts';

export * from './messages/message-kinds.ts';
export * from './messages/messages-api.schema.ts';
export * from './messages/reminder-schedule.ts';

export * from './notifications/notification-events.ts';
export * from './notifications/notification-template.ts';
export * from './notifications/notifications-api.schema.ts';
