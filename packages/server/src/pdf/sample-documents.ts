import {
  ANNUAL_INTEREST_RATE,
  DEFAULT_PAYMENT_DAYS,
  DEFAULT_PAYMENT_TERMS_TEXT,
  addDays,
  dueDate,
  invoiceSummary,
  toCents,
  type Sign,
} from '@signshop/domain';
import type { ShopIdentity } from '../config.ts';
import { quoteView, type DocumentProcess } from './quote-lines.ts';
import type { TemplateData, TemplateName } from './templates/index.ts';
import type { QuoteFacts } from './templates/quote.ts';

/**
 * Sample data for every template: the `pdf:preview` script renders them to look at, and the
 * bench times the quote at several sizes. Numbers follow DESIGN §3's worked example.
 */

export const SAMPLE_SHOP: ShopIdentity = {
  name: 'Northside Sign Co.',
  addressLines: ['1200 Industrial Parkway, Suite 4', 'Springfield, IL 62701'],
  phone: '(217) 555-0142',
  email: 'orders@northsidesign.example',
};

export const SAMPLE_PROCESSES: DocumentProcess[] = [
  {
    id: 1,
    label: 'Example',
    pdf_label: 'Raster Braille ADA sign',
    small_size_cost: 30,
    medium_size_cost: 0.9,
    large_size_cost: 0.7,
  },
  {
    id: 2,
    label: 'Laminate',
    pdf_label: 'Laminated sign',
    small_size_cost: 30,
    medium_size_cost: 0.75,
    large_size_cost: 0.6,
  },
  {
    id: 3,
    label: 'Other',
    pdf_label: 'Custom sign',
    small_size_cost: 30,
    medium_size_cost: 0.9,
    large_size_cost: 0.7,
  },
];

const blankSign = (fields: Partial<Sign>): Sign => ({
  given_id: '',
  type: 1,
  addons: [],
  picks: [],
  height: 0,
  width: 0,
  quantity: 1,
  order_index: 0,
  subsigns: [],
  custom_addons: null,
  ...fields,
});

/** DESIGN §3's three signs (total 704.64 with its adjustments and shipping). */
export const EXAMPLE_SIGNS: Sign[] = [
  blankSign({ given_id: 'A', width: 6, height: 4, quantity: 10 }),
  blankSign({
    given_id: 'B',
    width: 8,
    height: 6,
    quantity: 3,
    addons: [
      {
        label: 'Tape',
        pdf_label: 'VHB tape mounting',
        cost_label: 'Mounting',
        square_inch_price: 0.05,
        unit_price: 2,
      },
    ],
  }),
  blankSign({
    given_id: 'C',
    width: 10,
    height: 10,
    quantity: 2,
    custom_addons: {
      items: [],
      percent_marked_up: 10,
      override_zero_quantity: false,
      description: '',
      square_inch_calculator: [],
      unit_price_calculator: [],
      updated_to_jan_2022: true,
    },
    subsigns: [blankSign({ given_id: 'C-A', width: 3, height: 2, quantity: 1 })],
  }),
];

const ROOMS = ['Lobby', 'Conference', 'Restroom', 'Stair', 'Exam Room', 'Office', 'Storage', 'Elevator'];

/** `count` varied signs (sizes, processes, add-ons, every fifth with a sub-part) for long documents. */
export function manySigns(count: number): Sign[] {
  return Array.from({ length: count }, (_, i) =>
    blankSign({
      given_id: `${ROOMS[i % ROOMS.length]} ${100 + i}`,
      type: (i % 3) + 1,
      width: 4 + (i % 9),
      height: 3 + (i % 7),
      quantity: 1 + (i % 6),
      addons:
        i % 2 === 0
          ? [
              {
                label: 'Tape',
                pdf_label: 'VHB tape mounting',
                cost_label: 'Mounting',
                square_inch_price: 0.05,
                unit_price: 2,
              },
            ]
          : [],
      subsigns:
        i % 5 === 0 ? [blankSign({ given_id: `${100 + i}-A`, width: 2, height: 8, quantity: 2 })] : [],
    }),
  );
}

export const SAMPLE_QUOTE: QuoteFacts = {
  given_id: 'PAT-03152026ACM',
  job_name: 'Clinic wayfinding',
  customer_name: 'Acme Medical Partners',
  quote_date: '2026-03-15',
  comments: 'Sign C is mounted on the glass at the entrance; sub-part C-A is the room number insert.',
  contact_info: {
    first_name: 'Dana',
    last_name: 'Whitfield',
    email: 'dana@acme-medical.example',
    phonenumber: '(217) 555-0199',
  },
  asante_contact_info: { first_name: 'Pat', last_name: 'Tester', email: 'pat@northsidesign.example' },
  shipping_info: {
    first_name: 'Receiving',
    last_name: 'Dock',
    email: '',
    phonenumber: '',
    company: 'Acme Medical Partners',
    street_address: '400 Wellness Drive',
    apartment: 'Building B',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
  },
  invoicing_contact_info: {
    first_name: 'Accounts',
    last_name: 'Payable',
    email: 'ap@acme-medical.example',
    phonenumber: '',
    company: 'Acme Medical Partners',
    street_address: 'PO Box 881',
    city: 'Springfield',
    state: 'IL',
    zip: '62705',
  },
  shipping_method: 'UPS',
  tracking_number: ['1Z999AA10123456784'],
  shipped_date: '2026-01-10',
  is_shipped: true,
  payment_history: [{ payment: 200, date: '2026-02-01', nick_name: 'Operating account', admin_paid: true }],
  left_to_pay: 504.64,
  billing_comments: '',
};

const EXAMPLE_QUOTE = {
  signs: EXAMPLE_SIGNS,
  adjustments: [
    { label: 'Rush', percent: 5, dollar: 0 },
    { label: 'Credit', percent: 0, dollar: -10 },
  ],
  shipping_cost: 25,
};

/** A quote document with `signs` (the worked example when omitted). */
export function sampleQuote(signs?: Sign[]): TemplateData<'quote'> {
  return {
    shop: SAMPLE_SHOP,
    quote: SAMPLE_QUOTE,
    view: quoteView({ ...EXAMPLE_QUOTE, signs: signs ?? EXAMPLE_SIGNS }, SAMPLE_PROCESSES),
  };
}

const TODAY = '2026-03-15';

const REPORT_JOBS = Array.from({ length: 30 }, (_, i) => ({
  id: 500 + i,
  job_name: `${ROOMS[i % ROOMS.length]} signs phase ${1 + (i % 4)}`,
  customer_name: ['Acme Medical Partners', 'Bolt Dental', 'Cedar Schools'][i % 3]!,
  quote_date: addDays(TODAY, -i * 2),
  expected_ship_date: i % 4 === 0 ? null : addDays(TODAY, 14 - i),
  total_price: 250 + ((i * 3571) % 6000) + (i % 100) / 100,
  latest_step: ['Drawing Sent To Customer', 'Ready For Production', 'In Production', ''][i % 4]!,
  date_shipped: i % 5 === 0 ? addDays(TODAY, -i) : null,
  is_shipped: i % 5 === 0,
}));

/** Every template with sample data, by file name. */
export function sampleDocuments(): Array<
  { file: string } & { [N in TemplateName]: { name: N; data: TemplateData<N> } }[TemplateName]
> {
  const view = quoteView(EXAMPLE_QUOTE, SAMPLE_PROCESSES);
  const summary = invoiceSummary(
    { ...SAMPLE_QUOTE, total_price: view.totalCents / 100 },
    DEFAULT_PAYMENT_DAYS,
    TODAY,
  );
  return [
    { file: 'quote', name: 'quote', data: sampleQuote() },
    { file: 'quote-120-signs', name: 'quote', data: sampleQuote(manySigns(120)) },
    {
      file: 'invoice-overdue',
      name: 'invoice',
      data: {
        shop: SAMPLE_SHOP,
        quote: SAMPLE_QUOTE,
        view,
        billing: {
          terms: DEFAULT_PAYMENT_TERMS_TEXT,
          paymentDays: DEFAULT_PAYMENT_DAYS,
          dueDate: dueDate(SAMPLE_QUOTE.shipped_date!),
          asOf: TODAY,
          daysOverdue: 34,
          paid: 200,
          amountLeft: summary.amountLeft,
          interest: summary.interest,
          totalDue: summary.totalDue,
          annualRatePercent: ANNUAL_INTEREST_RATE * 100,
        },
      },
    },
    {
      file: 'packaging-slip',
      name: 'packagingSlip',
      data: {
        shop: SAMPLE_SHOP,
        quote: SAMPLE_QUOTE,
        lines: view.lines,
        quantities: [10, 2, 1],
        packagingNumber: '00002',
        notes: 'Box 2 of 3. Sign B (third piece) ships next week.',
        date: TODAY,
      },
    },
    {
      file: 'open-invoices',
      name: 'openInvoices',
      data: {
        shop: SAMPLE_SHOP,
        company: null,
        asOf: TODAY,
        rows: Array.from({ length: 45 }, (_, i) => {
          const shipped = addDays(TODAY, -10 - i * 3);
          const amount = 150 + ((i * 7919) % 4000) + (i % 100) / 100;
          const left = i % 3 === 0 ? amount : Math.round(amount * 50) / 100;
          const row = invoiceSummary(
            { total_price: amount, left_to_pay: left, shipped_date: shipped },
            DEFAULT_PAYMENT_DAYS,
            TODAY,
          );
          return {
            given_id: `PAT-${String(1000 + i)}`,
            job_name: `${ROOMS[i % ROOMS.length]} signs phase ${1 + (i % 4)}`,
            customer_name: ['Acme Medical Partners', 'Bolt Dental', 'Cedar Schools'][i % 3]!,
            shipped_date: shipped,
            dueDate: row.dueDate,
            invoiceAmount: row.invoiceAmount,
            amountLeft: row.amountLeft,
            interest: row.interest,
            totalDue: row.totalDue,
          };
        }),
      },
    },
    {
      file: 'purchase-order',
      name: 'purchaseOrder',
      data: {
        shop: SAMPLE_SHOP,
        order: {
          number: 1_000_042,
          vendor_name: 'Plastics Supply Inc.',
          vendor_address: '88 Polymer Way\nDecatur, IL 62521',
          ship_to: '',
          terms: 'Net 30',
          ship_via: 'UPS',
          order_by: 'Pat Tester',
          order_date: '2026-03-10',
          delivery_date: '2026-03-17',
          items: [
            {
              item_number: 'ACR-18-W',
              description: '1/8" white acrylic sheet 48 × 96',
              job_name: 'Clinic wayfinding',
              quantity: 4,
              unit_price: 86.5,
            },
            {
              item_number: 'RB-100',
              description: 'Raster braille beads (1,000)',
              job_name: 'Clinic wayfinding',
              quantity: 2,
              unit_price: 24.95,
            },
            {
              item_number: 'VHB-1',
              description: 'VHB tape 1" × 36 yd',
              job_name: '',
              quantity: 6,
              unit_price: 18.4,
            },
          ],
          sales_tax: 28.31,
          shipping_charge: 45,
          discount: 15,
          notes: 'Deliver to the back dock before 3 pm.',
        },
      },
    },
    {
      file: 'customer-report',
      name: 'customerReport',
      data: {
        shop: SAMPLE_SHOP,
        company: null,
        showCustomer: true,
        searchText: 'All · quoted January 1, 2026 to March 15, 2026',
        date: TODAY,
        jobs: REPORT_JOBS,
        totalPrice: REPORT_JOBS.reduce((sum, job) => sum + toCents(job.total_price), 0) / 100,
      },
    },
    {
      file: 'project-manager',
      name: 'projectManager',
      data: {
        shop: SAMPLE_SHOP,
        projectManager: 'All Project Managers',
        date: TODAY,
        sections: Object.fromEntries(
          ['approved', 'completed', 'in_progress', 'not_started', 'on_hold', 'waiting'].map((section, s) => [
            section,
            Array.from({ length: s === 4 ? 0 : 2 + ((s * 5) % 7) }, (_, i) => ({
              id: 300 + s * 10 + i,
              job_name: `${ROOMS[(s + i) % ROOMS.length]} signs`,
              customer_name: ['Acme Medical Partners', 'Bolt Dental', 'Cedar Schools'][(s + i) % 3]!,
              project_manager_comment: i % 2 ? 'Waiting on final artwork from the architect.' : '',
            })),
          ]),
        ),
      },
    },
  ];
}
