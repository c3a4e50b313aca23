import { useExcelExport } from '#client/lib/excel-export'

/** product.md 2.11 and 7.3: download the orders as bestellingen.xlsx. */
export function useExportOrders() {
  return useExcelExport('/api/orders/export', 'bestellingen.xlsx')
}
