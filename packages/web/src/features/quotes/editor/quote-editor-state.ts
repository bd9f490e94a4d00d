import {
  DEFAULT_ADJUSTMENT_LABEL,
  addonsAfterProcessChange,
  autoQuoteNumber,
  customerNameFor,
  fillEmptyProcesses,
  isNumeric,
  nameForInsertedSign,
  nameForNewSubsign,
  regeneratedQuoteNumber,
  type Adjustment,
  type CustomAddons,
  type JustDate,
  type Quote,
  type SessionUser,
  type SignAddon,
  type TactileText,
} from '@signshop/domain';

/** A custom add-on line as typed: prices stay text until saved (validation names bad ones). */
export interface CustomItemDraft {
  label: string;
  /** The square-inch rate as typed; the Other scaling is applied when the sign is priced. */
  square_inch_price_no_size: string;
  unit_price: string;
}

export interface CustomAddonsDraft extends Omit<CustomAddons, 'items'> {
  items: CustomItemDraft[];
}

/** A sign row of the editor: numbers are the text the user typed. */
export interface SignRow {
  /** Stable React key (ids are absent on new rows). */
  key: string;
  id?: number | string;
  given_id: string;
  type: number | null;
  addons: SignAddon[];
  picks: unknown[];
  width: string;
  height: string;
  quantity: string;
  subsigns: SignRow[];
  custom_addons: CustomAddonsDraft | null;
  /** Tactile text and its Braille, kept as the server sent it until edited. */
  tactile?: TactileText | undefined;
  /** Sub-parts hidden in the table. */
  collapsed: boolean;
}

export interface AdjustmentRow {
  key: string;
  label: string;
  percent: string;
  dollar: string;
}

/** A quote as loaded from the API: every field plus the version it was read at. */
export type LoadedQuote = Quote & { version?: number };

/** The quote being edited. */
export type EditorQuote = Omit<LoadedQuote, 'signs' | 'adjustments' | 'shipping_cost'> & {
  signs: SignRow[];
  adjustments: AdjustmentRow[];
  shipping_cost: string;
};

export interface EditorState {
  quote: EditorQuote;
  /** The auto quote number last generated; a given_id still equal to it follows customer and date. */
  autoNumber: string;
  /** The job name as last saved (a change asks New Job or Revision). */
  savedJobName: string;
  /** True when something changed since load or save. */
  dirty: boolean;
  /** Why the Date field's text is not a date (the quote keeps its last whole date), or null. */
  dateProblem: string | null;
}

/** Who numbers the quote: the author and their prefix. */
export interface Numbering {
  user: Pick<SessionUser, 'role' | 'company'> | null;
  prefix: string;
}

/** A sign's place: a top-level row, or a sub-part of one. */
export type SignPath = readonly [number] | readonly [number, number];

export type ContactBlock =
  'contact_info' | 'asante_contact_info' | 'shipping_info' | 'invoicing_contact_info';
export type SignField = 'given_id' | 'width' | 'height' | 'quantity';
type TextField = 'job_name' | 'given_id' | 'comments';

export type EditorAction =
  | { type: 'load'; quote: LoadedQuote; autoNumber?: string }
  | { type: 'saved'; quote: LoadedQuote }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'customer'; value: string; numbering: Numbering }
  | { type: 'date'; value: JustDate; numbering: Numbering }
  | { type: 'dateProblem'; problem: string | null }
  | { type: 'shipping'; value: string }
  | { type: 'contact'; block: ContactBlock; value: Record<string, string> }
  | { type: 'signField'; path: SignPath; field: SignField; value: string }
  | { type: 'process'; path: SignPath; typeId: number | null; labelOf: (id: number | null) => string | null }
  | { type: 'addons'; path: SignPath; addons: SignAddon[]; picks: unknown[] }
  | { type: 'customAddons'; path: SignPath; value: CustomAddonsDraft | null }
  | { type: 'tactile'; path: SignPath; value: TactileText | undefined }
  | { type: 'addSign'; autoName: boolean }
  | { type: 'addSubsign'; index: number; autoName: boolean }
  | { type: 'copy'; path: SignPath; autoName: boolean }
  | { type: 'delete'; path: SignPath }
  | { type: 'move'; path: SignPath; by: -1 | 1 }
  | { type: 'collapse'; index: number }
  | { type: 'fillProcesses'; processId: number }
  | { type: 'addAdjustment' }
  | { type: 'adjustment'; index: number; field: 'label' | 'percent' | 'dollar'; value: string }
  | { type: 'removeAdjustment'; index: number }
  | { type: 'tax'; tax_rate_id?: number | null; tax_exempt?: boolean };

let keyCounter = 0;
const newKey = (prefix: string) => `${prefix}${++keyCounter}`;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

type StoredSign = LoadedQuote['signs'][number];

function rowFromSign(sign: StoredSign): SignRow {
  const custom = sign.custom_addons;
  return {
    key: newKey('s'),
    id: sign.id,
    given_id: sign.given_id,
    type: sign.type,
    addons: sign.addons,
    picks: sign.picks,
    width: text(sign.width),
    height: text(sign.height),
    quantity: text(sign.quantity),
    subsigns: sign.subsigns.map(rowFromSign),
    ...(sign.tactile ? { tactile: sign.tactile } : {}),
    collapsed: false,
    custom_addons: custom
      ? {
          ...custom,
          items: custom.items.map((item) => ({
            label: item.label,
            square_inch_price_no_size: text(item.square_inch_price_no_size),
            unit_price: text(item.unit_price),
          })),
        }
      : null,
  };
}

/** A blank sign row. */
export function blankSign(givenId = ''): SignRow {
  return {
    key: newKey('s'),
    given_id: givenId,
    type: null,
    addons: [],
    picks: [],
    width: '',
    height: '',
    quantity: '1',
    subsigns: [],
    custom_addons: null,
    collapsed: false,
  };
}

function adjustmentRow(adjustment: Adjustment): AdjustmentRow {
  return {
    key: newKey('a'),
    label: adjustment.label,
    percent: text(adjustment.percent),
    dollar: text(adjustment.dollar),
  };
}

/** The editor's copy of a loaded quote (the server moves old custom add-ons into the current form). */
export function editorQuoteOf(quote: LoadedQuote): EditorQuote {
  return {
    ...quote,
    signs: quote.signs.map(rowFromSign),
    adjustments: quote.adjustments.map(adjustmentRow),
    shipping_cost: text(quote.shipping_cost),
  };
}

/** The state of a freshly loaded (or new) quote. */
export function initialEditorState(quote: LoadedQuote, autoNumber = quote.given_id): EditorState {
  return {
    quote: editorQuoteOf(quote),
    autoNumber,
    savedJobName: quote.job_name,
    dirty: false,
    dateProblem: null,
  };
}

function autoNumberOf(quote: EditorQuote, numbering: Numbering) {
  return autoQuoteNumber({
    user: numbering.user,
    prefix: numbering.prefix,
    quoteDate: quote.quote_date,
    customerName: quote.customer_name,
  });
}

/** Re-generates the quote number after customer or date changed, unless edited by hand. */
function renumber(state: EditorState, quote: EditorQuote, numbering: Numbering): EditorState {
  const next = autoNumberOf(quote, numbering);
  const given_id = regeneratedQuoteNumber(quote.given_id, state.autoNumber, next);
  return { ...state, quote: { ...quote, given_id }, autoNumber: next, dirty: true };
}

// ---- sign list helpers --------------------------------------------------------------------

/** Replace the list a path lives in (top level or a parent's sub-parts). */
function updateList(
  signs: SignRow[],
  path: SignPath,
  change: (list: SignRow[], index: number, parent: SignRow | null) => SignRow[],
): SignRow[] {
  if (path.length === 1) return change(signs, path[0], null);
  const [parentIndex, index] = path;
  const parent = signs[parentIndex];
  if (!parent) return signs;
  const subsigns = change(parent.subsigns, index, parent);
  return signs.map((sign, i) => (i === parentIndex ? { ...sign, subsigns } : sign));
}

function updateSign(signs: SignRow[], path: SignPath, change: (sign: SignRow) => SignRow): SignRow[] {
  return updateList(signs, path, (list, index) => {
    const sign = list[index];
    if (!sign) return list;
    const next = list.slice();
    next[index] = change(sign);
    return next;
  });
}

/** A copy of a sign (and its sub-parts) as a new, unsaved row. */
function copyRow(sign: SignRow, givenId: string): SignRow {
  const { id: _id, ...rest } = sign;
  return {
    ...rest,
    key: newKey('s'),
    given_id: givenId,
    addons: sign.addons.map((addon) => ({ ...addon })),
    subsigns: sign.subsigns.map((subsign) => copyRow(subsign, subsign.given_id)),
    custom_addons: sign.custom_addons
      ? { ...sign.custom_addons, items: sign.custom_addons.items.map((item) => ({ ...item })) }
      : null,
  };
}

const labels = (list: readonly SignRow[]) => list.map((sign) => sign.given_id);

function signsReducer(signs: SignRow[], action: EditorAction): SignRow[] {
  switch (action.type) {
    case 'signField':
      return updateSign(signs, action.path, (sign) => ({ ...sign, [action.field]: action.value }));
    case 'process':
      return updateSign(signs, action.path, (sign) => {
        if (sign.type === action.typeId) return sign;
        const to = action.labelOf(action.typeId);
        const addons =
          to === null ? [] : addonsAfterProcessChange(sign.addons, action.labelOf(sign.type), to);
        return { ...sign, type: action.typeId, addons, picks: addons.length ? sign.picks : [] };
      });
    case 'addons':
      return updateSign(signs, action.path, (sign) => ({
        ...sign,
        addons: action.addons,
        picks: action.picks,
      }));
    case 'customAddons':
      return updateSign(signs, action.path, (sign) => ({ ...sign, custom_addons: action.value }));
    case 'tactile':
      return updateSign(signs, action.path, (sign) => ({ ...sign, tactile: action.value }));
    case 'addSign':
      return [
        ...signs,
        blankSign(action.autoName ? nameForInsertedSign(labels(signs), signs.length - 1) : ''),
      ];
    case 'addSubsign':
      return updateSign(signs, [action.index], (parent) => {
        const name = action.autoName ? nameForNewSubsign(parent.given_id, labels(parent.subsigns)) : '';
        const subsign = { ...blankSign(name), type: parent.type };
        return { ...parent, collapsed: false, subsigns: [...parent.subsigns, subsign] };
      });
    case 'copy':
      return updateList(signs, action.path, (list, index) => {
        const sign = list[index];
        if (!sign) return list;
        const name = action.autoName ? nameForInsertedSign(labels(list), index) : sign.given_id;
        return [...list.slice(0, index + 1), copyRow(sign, name), ...list.slice(index + 1)];
      });
    case 'delete':
      return updateList(signs, action.path, (list, index) => list.filter((_, i) => i !== index));
    case 'move':
      return updateList(signs, action.path, (list, index) => {
        const target = index + action.by;
        if (target < 0 || target >= list.length) return list;
        const next = list.slice();
        [next[index], next[target]] = [next[target]!, next[index]!];
        return next;
      });
    case 'collapse':
      return updateSign(signs, [action.index], (sign) => ({ ...sign, collapsed: !sign.collapsed }));
    case 'fillProcesses':
      return fillEmptyProcesses(signs, action.processId);
    default:
      return signs;
  }
}

function adjustmentsReducer(adjustments: AdjustmentRow[], action: EditorAction): AdjustmentRow[] {
  switch (action.type) {
    case 'addAdjustment':
      return [...adjustments, adjustmentRow({ label: DEFAULT_ADJUSTMENT_LABEL, percent: 0, dollar: 0 })];
    case 'adjustment':
      return adjustments.map((row, i) =>
        i === action.index ? { ...row, [action.field]: action.value } : row,
      );
    case 'removeAdjustment':
      return adjustments.filter((_, i) => i !== action.index);
    default:
      return adjustments;
  }
}

/** The quote editor's reducer: every change the screen makes to the quote. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { quote } = state;
  const changed = (next: Partial<EditorQuote>): EditorState => ({
    ...state,
    quote: { ...quote, ...next },
    dirty: true,
  });
  switch (action.type) {
    case 'load':
      return initialEditorState(action.quote, action.autoNumber);
    case 'saved':
      return { ...initialEditorState(action.quote), autoNumber: state.autoNumber };
    case 'text':
      return changed({ [action.field]: action.value });
    case 'customer':
      return renumber(
        state,
        { ...quote, customer_name: customerNameFor(action.numbering.user, action.value) },
        action.numbering,
      );
    case 'date':
      return renumber(state, { ...quote, quote_date: action.value }, action.numbering);
    case 'dateProblem':
      return action.problem === state.dateProblem
        ? state
        : { ...state, dateProblem: action.problem, dirty: state.dirty || action.problem !== null };
    case 'shipping':
      return changed({ shipping_cost: action.value });
    case 'contact':
      return changed({ [action.block]: { ...quote[action.block], ...action.value } });
    case 'tax': {
      const { type: _type, ...tax } = action;
      return changed(tax);
    }
    case 'addAdjustment':
    case 'adjustment':
    case 'removeAdjustment':
      return changed({ adjustments: adjustmentsReducer(quote.adjustments, action) });
    default: {
      const signs = signsReducer(quote.signs, action);
      return signs === quote.signs ? state : changed({ signs });
    }
  }
}

// ---- reading the draft -----------------------------------------------------------------------

/** A typed number, or 0 while it is not one (pricing shows what it can as the user types). */
export const numberOf = (value: string): number => (isNumeric(value) ? Number(value) : 0);

/** The draft as the domain's validation reads it: typed values as they are. */
export function validationDraft(quote: EditorQuote) {
  const signDraft = (sign: SignRow): Record<string, unknown> => ({
    type: sign.type,
    width: sign.width,
    height: sign.height,
    quantity: sign.quantity,
    subsigns: sign.subsigns.map(signDraft),
    custom_addons: sign.custom_addons && {
      items: sign.custom_addons.items.map((item) => ({
        square_inch_price: item.square_inch_price_no_size,
        square_inch_price_no_size: item.square_inch_price_no_size,
        unit_price: item.unit_price,
      })),
    },
  });
  return {
    job_name: quote.job_name,
    shipping_cost: quote.shipping_cost,
    adjustments: quote.adjustments.map((row) => ({ percent: row.percent, dollar: row.dollar })),
    signs: quote.signs.map(signDraft),
  };
}
