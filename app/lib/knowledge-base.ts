// The knowledge base behind Professional Insights and advisor citations. Written by us from
// primary sources (IRS publications and notices, SEC/FINRA investor guidance); each document
// names its sources and the tax year its figures belong to. Review every January.

export type KnowledgeCategory = 'investment_strategy' | 'tax_planning' | 'regulatory_guidance'

export type KnowledgeDocument = {
  kb_id: string
  title: string
  category: KnowledgeCategory
  tags: string[]
  /** One sentence a person can act on. */
  actionable_takeaway: string
  content: string
  sources: string[]
  last_updated: string
  related_documents: string[]
}

export const KNOWLEDGE_BASE: KnowledgeDocument[] = [
  {
    kb_id: 'KB-001',
    title: 'Build the emergency fund before investing for the long term',
    category: 'investment_strategy',
    tags: ['emergency_fund', 'cash', 'liquidity', 'savings_rate'],
    actionable_takeaway:
      'Keep three to six months of essential spending in an insured savings or money-market account before adding to long-term investments.',
    content:
      'An emergency fund pays for job loss, medical bills or repairs without selling investments at a bad time or borrowing on a credit card. ' +
      'A common target is three months of essential spending for a two-income household with stable jobs and six months (or more) for a single income, variable pay or self-employment. ' +
      'Keep it liquid and safe: an FDIC-insured savings account (coverage is $250,000 per depositor, per bank, per ownership category) or a money-market fund. ' +
      'Once the fund is in place, capture any employer retirement match next, then pay down high-interest debt, then invest for the long term.',
    sources: ['FDIC, "Deposit Insurance FAQs"', 'CFPB, "An essential guide to building an emergency fund"'],
    last_updated: '2026-01-15',
    related_documents: ['KB-003', 'KB-004'],
  },
  {
    kb_id: 'KB-002',
    title: 'Asset allocation, diversification and rebalancing',
    category: 'investment_strategy',
    tags: ['allocation', 'stocks', 'bonds', 'rebalancing', 'risk_tolerance', 'age'],
    actionable_takeaway:
      'Pick a stock/bond mix that fits your time horizon and risk tolerance, and rebalance when it drifts more than about 5 points from target.',
    content:
      "How money is split between stocks, bonds and cash explains most of a portfolio's ups and downs. Longer horizons can carry more stocks because there is time to recover from declines; money needed within a few years belongs in cash or short-term bonds. " +
      'Diversify within each class (broad index funds hold hundreds or thousands of companies) to avoid single-company risk. ' +
      'Markets move the mix away from its target: rebalancing (selling what grew, buying what lagged, or directing new contributions) keeps the risk you chose. Rebalance inside retirement accounts where possible to avoid realising taxable gains. ' +
      'Rules of thumb such as "110 minus your age in stocks" are starting points, not advice; your own tolerance for losses matters as much as your age.',
    sources: [
      'SEC Investor.gov, "Beginners\' Guide to Asset Allocation, Diversification, and Rebalancing"',
      'FINRA, "Asset Allocation and Diversification"',
    ],
    last_updated: '2026-01-15',
    related_documents: ['KB-004', 'IRS-002'],
  },
  {
    kb_id: 'KB-003',
    title: 'Pay down high-interest debt: the avalanche and snowball methods',
    category: 'investment_strategy',
    tags: ['debt', 'credit_card', 'interest_rate', 'cash_flow'],
    actionable_takeaway:
      'Pay the minimum on every debt, then send every extra dollar to the highest-rate balance (avalanche) — it costs the least interest.',
    content:
      'Paying off a credit card charging 22% is a guaranteed, tax-free 22% return — far above what investments can be expected to earn. ' +
      'The avalanche method orders debts by interest rate and attacks the highest first; it minimises total interest. The snowball method orders by balance and clears the smallest first; it costs more interest but the early wins help some people stay on track. ' +
      'Keep paying every minimum to avoid fees and damage to your credit. Credit utilisation (balances ÷ limits) above about 30% tends to lower credit scores. ' +
      'Low-rate debt such as a mortgage under 4% is usually better paid on schedule while you invest the difference.',
    sources: ['CFPB, "How to reduce your debt"', 'Federal Reserve G.19 Consumer Credit (credit card interest rates)'],
    last_updated: '2026-01-15',
    related_documents: ['KB-001'],
  },
  {
    kb_id: 'KB-004',
    title: 'Capture the full employer match and use tax-advantaged accounts first',
    category: 'investment_strategy',
    tags: ['401k', 'employer_match', 'retirement', 'ira', 'savings_rate'],
    actionable_takeaway:
      'Contribute at least enough to your 401(k) to receive the full employer match — it is part of your pay.',
    content:
      'An employer match (for example 100% of the first 3% of pay and 50% of the next 2%) is an immediate return on what you contribute; leaving it unclaimed is giving up salary. ' +
      'After the match, a common order is: pay off high-interest debt, fund an IRA or Roth IRA, then raise 401(k) contributions toward the annual limit. ' +
      'Traditional contributions lower taxable income now and are taxed on withdrawal; Roth contributions are taxed now and qualified withdrawals are tax-free — Roth tends to win when you expect a higher tax rate in retirement. ' +
      'Check the vesting schedule: matched money may only become yours after a number of years of service.',
    sources: [
      'IRS, "401(k) Plan Overview"',
      'IRS Publication 590-A, Contributions to Individual Retirement Arrangements',
    ],
    last_updated: '2026-01-15',
    related_documents: ['IRS-001', 'KB-002'],
  },
  {
    kb_id: 'IRS-001',
    title: '2026 retirement contribution limits',
    category: 'tax_planning',
    tags: ['401k', 'ira', 'contribution_limits', 'catch_up', 'retirement', 'age'],
    actionable_takeaway:
      'For 2026 you can defer up to $24,500 into a 401(k), 403(b) or most 457 plans and put up to $7,500 into IRAs, with larger catch-up amounts from age 50.',
    content:
      'For tax year 2026 (IRS Notice 2025-67): the elective deferral limit for 401(k), 403(b), most 457 plans and the Thrift Savings Plan is $24,500. The age-50-and-over catch-up is $8,000; under SECURE 2.0, people aged 60 to 63 may instead catch up by $11,250. ' +
      'The IRA contribution limit is $7,500, with a $1,100 catch-up from age 50 (now indexed to inflation). ' +
      'Roth IRA eligibility phases out at higher incomes, and deducting traditional IRA contributions is limited when you or your spouse are covered by a workplace plan; the income ranges are published each year in the same notice. ' +
      'Employer contributions do not count toward your $24,500 deferral limit but do count toward the overall plan limit for all contributions.',
    sources: ['IRS Notice 2025-67 (2026 limitations)', 'IRS Publication 590-A'],
    last_updated: '2026-01-15',
    related_documents: ['KB-004', 'IRS-002'],
  },
  {
    kb_id: 'IRS-002',
    title: 'Capital gains, tax-loss harvesting and the wash-sale rule',
    category: 'tax_planning',
    tags: ['capital_gains', 'tax_loss_harvesting', 'taxable_account', 'wash_sale', 'brokerage'],
    actionable_takeaway:
      'Hold taxable investments more than a year for long-term rates, and harvest losses without buying a substantially identical security within 30 days.',
    content:
      'Gains on investments held more than one year are long-term and taxed at 0%, 15% or 20% depending on taxable income; gains on assets held one year or less are taxed as ordinary income. Higher earners may also owe the 3.8% net investment income tax (thresholds of $200,000 single and $250,000 married filing jointly, not indexed). ' +
      'Tax-loss harvesting sells an investment below its cost to realise a loss that offsets gains and up to $3,000 a year of ordinary income; unused losses carry forward. ' +
      "The wash-sale rule disallows the loss if you buy a substantially identical security within 30 days before or after the sale (including in an IRA); the disallowed loss is added to the new shares' basis. " +
      'Placing tax-inefficient holdings (taxable bonds, REITs) in retirement accounts and broad stock index funds in taxable accounts can lower the yearly tax bill.',
    sources: [
      'IRS Publication 550, Investment Income and Expenses',
      'IRS Topic No. 409, Capital Gains and Losses',
      'IRS Topic No. 559, Net Investment Income Tax',
    ],
    last_updated: '2026-01-15',
    related_documents: ['KB-002', 'IRS-001'],
  },
  {
    kb_id: 'REG-001',
    title: 'Required minimum distributions after SECURE 2.0',
    category: 'regulatory_guidance',
    tags: ['rmd', 'retirement', 'age', 'ira', '401k'],
    actionable_takeaway:
      'Plan withdrawals so that required minimum distributions from traditional accounts start on time: age 73 today, 75 for people born in 1960 or later.',
    content:
      'Traditional IRAs and workplace plans require minimum distributions once you reach the applicable age: 73 for those who turn 72 after 2022, rising to 75 for people born in 1960 or later (SECURE 2.0). ' +
      'The first RMD may be delayed to April 1 of the following year, but then two distributions fall in one tax year. The amount is the prior year-end balance divided by the IRS life-expectancy factor. ' +
      'Roth IRAs have no lifetime RMDs for the original owner, and since 2024 designated Roth accounts in 401(k) plans do not either. ' +
      'Missing an RMD costs an excise tax of 25% of the shortfall, reduced to 10% if corrected promptly.',
    sources: [
      'IRS Publication 590-B, Distributions from IRAs',
      'IRS, "Retirement plan and IRA required minimum distributions FAQs"',
    ],
    last_updated: '2026-01-15',
    related_documents: ['IRS-001', 'KB-004'],
  },
]

export function findKnowledgeDocument(kbId: string) {
  return KNOWLEDGE_BASE.find((d) => d.kb_id.toLowerCase() === kbId.toLowerCase()) ?? null
}
