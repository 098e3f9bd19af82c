// What other features use of the investor feature: the page and its query (the console's preview).
export { default as InvestorRelationPage } from './InvestorRelationPage';
export { investorApi } from './investorApi';
