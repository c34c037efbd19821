import {
  analysePortfolio,
  NOT_IN_PORTFOLIO,
  targetAllocation,
  type Holding,
  type PortfolioAnalysis,
} from '../../lib/portfolio-analysis.ts'
import { entriesOf } from '../finance/entries.server.ts'
import { findInvestmentPreferences } from '../profile/investment-preferences.server.ts'

// Portfolio Analysis (spec 03 §2.10): the user's asset entries read as holdings, against the
// target of their investment preferences (else the spec's). The rules are app/lib/portfolio-analysis.ts.

const notInPortfolio: readonly string[] = NOT_IN_PORTFOLIO

export async function portfolioAnalysis(userId: number): Promise<PortfolioAnalysis> {
  const [assets, preferences] = await Promise.all([entriesOf(userId, ['assets']), findInvestmentPreferences(userId)])
  const holdings: Holding[] = assets
    .filter((e) => !notInPortfolio.includes(e.subcategory))
    .map((e) => ({
      id: e.id,
      description: e.description,
      subcategory: e.subcategory,
      amount_cents: e.amount_cents,
      real_estate_percentage: e.real_estate_percentage,
      stocks_percentage: e.stocks_percentage,
      bonds_percentage: e.bonds_percentage,
      cash_percentage: e.cash_percentage,
      alternative_percentage: e.alternative_percentage,
    }))
  return analysePortfolio(holdings, targetAllocation(preferences))
}
