/** Steam Over Holland: a corporation buys a company from a player for 1 up to its face value. */
import { BuyCompanyStep, type CompanyState } from '../../../runtime/sdk.js';

export default class BuyCompany extends BuyCompanyStep {
  override minPrice(_company: CompanyState): number {
    return 1;
  }

  override maxPrice(company: CompanyState): number {
    return company.value;
  }
}
