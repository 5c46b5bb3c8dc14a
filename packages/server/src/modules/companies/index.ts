// What other modules may use of companies: a company's row, its bank account, and how a company reads.

export {
  type BankAccount,
  companyBankAccount,
  createDistributorCompany,
  findCompanyById,
} from './companies.service.ts';
export { type CompanyLists, companySummaryOf, parseCompanyLists } from './company.mapper.ts';
