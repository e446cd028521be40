/** One designer's figures as the payroll CSV reads them. */
export interface PayrollRow {
  name: string;
  requestedRevenue: number;
  assignedRevenue: number;
  serviceRevenue: number;
  retailRevenue: number;
  walletRevenue: number;
  material: number;
  assistantCommission: number;
  commission: number;
}

export const PAYROLL_COLUMNS = [
  'requestedRevenue',
  'assignedRevenue',
  'serviceRevenue',
  'retailRevenue',
  'walletRevenue',
  'material',
  'assistantCommission',
  'commission',
] as const;
export type PayrollColumn = (typeof PAYROLL_COLUMNS)[number];

/** The sum of each column over the designers: the screen's totals row and the CSV's last line. */
export function payrollTotals(rows: readonly PayrollRow[]): Record<PayrollColumn, number> {
  return Object.fromEntries(PAYROLL_COLUMNS.map((c) => [c, rows.reduce((sum, r) => sum + r[c], 0)])) as Record<
    PayrollColumn,
    number
  >;
}

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The month for payroll as CSV: a heading row, one row per designer (whole dollars, no separators),
 * then the totals row; headings in the caller's language.
 */
export function payrollCsv(
  rows: readonly PayrollRow[],
  heading: (key: 'designer' | 'total' | PayrollColumn) => string,
): string {
  const totals = payrollTotals(rows);
  const lines: (string | number)[][] = [
    [heading('designer'), ...PAYROLL_COLUMNS.map(heading)],
    ...rows.map((r) => [r.name, ...PAYROLL_COLUMNS.map((c) => r[c])]),
    [heading('total'), ...PAYROLL_COLUMNS.map((c) => totals[c])],
  ];
  return `${lines.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
