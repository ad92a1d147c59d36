// The seller agreement a chef signs during onboarding (GET /chef/contract). Change the text only
// together with a new `version`: signatures record the version they accepted, and a chef who sends
// an older version is answered 409 with this one.
import type { Contract } from '../../src/contract/index.ts';

const clauses = [
  `1. Parties and purpose. This agreement is made between Home Kitchen (the platform) and you, the home cook who sells meals through it (the chef). It sets out how you prepare, sell and hand over food to customers who order through Home Kitchen.`,
  `2. Your kitchen and registration. You cook in your own home kitchen, which you have registered with the State Food and Veterinary Service where the law requires it. You keep your profile, address and documents up to date and tell us within 7 days if anything changes.`,
  `3. Food safety. You follow the food hygiene rules that apply to home production: safe temperatures for cooking, cooling and keeping food, separate handling of raw and ready-to-eat foods, and ingredients within their use-by dates. You label every dish with its name, the date it was made and the allergens it contains.`,
  `4. Hygiene and health. You keep your valid hygiene certificate, work with clean hands, clothes and surfaces, keep pets out of the kitchen while cooking, and do not cook for customers while you are ill with symptoms that could spread through food.`,
  `5. Menu and descriptions. Your dish names, photos, prices, ingredients and allergens are accurate. You only offer quantities you can really cook that day and keep the daily quantity of each dish current.`,
  `6. Order handling. You accept or refuse a new order promptly, give a realistic preparation time, pack food in clean, closed containers, and mark the order ready only when it is. If you cannot fulfil an accepted order, you tell the customer through the app at once.`,
  `7. Commission. Home Kitchen keeps a commission of 15% of the price of each completed order (excluding the delivery fee). The commission covers payment processing, customer support and the use of the platform. We will tell you at least 30 days before the rate changes.`,
  `8. Payouts. Customers pay Home Kitchen. We pay you the price of your completed orders minus the commission every week, to the bank account in your profile. Each payout comes with a statement of the orders it covers.`,
  `9. Cancellations and refunds. When you refuse an order, or a customer cancels before you accept it, the customer is refunded in full and you are not paid for it. If a customer complains with good reason (wrong, missing or unsafe food), we may refund them and deduct that amount from your next payout after hearing you.`,
  `10. Suspension and ending the agreement. Either party may end this agreement with 14 days' notice. We may suspend your account at once if food safety is at risk or you break this agreement seriously; we tell you why and how to put it right.`,
  `11. Personal data. We process your personal data and your documents only to run the platform, pay you and meet our legal duties, as described in our privacy notice. You keep your customers' data confidential and use it only to fulfil their orders.`,
  `By typing your full name and ticking the box you sign this agreement electronically. We record the version you accepted, the name you typed and the time.`,
];

export const currentContract: Contract = {
  version: '2026-11-01',
  title: 'Home Kitchen seller agreement',
  body: clauses.join('\n\n'),
};
