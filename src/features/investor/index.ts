// What other features use of the investor feature: the page (the console's preview renders a draft with it).
export { default as InvestorRelationPage } from './InvestorRelationPage';
