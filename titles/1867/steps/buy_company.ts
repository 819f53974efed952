/**
 * 1867's company purchases: a corporation pays a player anything from $1 to the company's face
 * value (the reference's CompanyPriceUpToFace).
 */
import { BuyCompanyStep, type CompanyState } from '../../../runtime/sdk.js';

export default class BuyCompany1867 extends BuyCompanyStep {
  override minPrice(_company: CompanyState): number {
    return 1;
  }

  override maxPrice(company: CompanyState): number {
    return company.value;
  }
}
