// Demo support tickets for demo@chef.test: one support has replied to (the reply unread), one
// resolved. Runs at every start and inserts only while the demo chef has no ticket at all, so an
// existing DATA_DIR from before the tickets migration gets them too.
import { findChefByEmail } from '../store/chefs.ts';
import { insertMessage, insertTicket, markTicketRead, setTicketStatus } from '../store/tickets.ts';
import type { Db } from './open.ts';

const hour = 60 * 60 * 1000;

/** Inserts the demo tickets; answers how many (0 when the chef already has tickets). */
export function seedDemoTickets(db: Db, nowMs: number): number {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef) return 0;
  const at = (hoursAgo: number) => new Date(nowMs - hoursAgo * hour).toISOString();
  return db.transaction(() => {
    if ((db.prepare('SELECT COUNT(*) AS n FROM tickets WHERE chef_id = ?').get(chef.id) as { n: number }).n > 0) return 0;

    const resolved = insertTicket(db, chef.id, { client_id: null, title: 'Cannot change my kitchen photo', description: 'The new logo does not show on my kitchen page, the old one is still there.', attachment_id: null, order_id: null }, at(72));
    insertMessage(db, resolved, { client_id: null, author: 'admin', body: 'The customer app keeps photos for a day. Your new logo shows now; please check.', attachment_id: null }, at(70));
    insertMessage(db, resolved, { client_id: null, author: 'chef', body: 'Yes, I see it now. Thank you!', attachment_id: null }, at(69));
    markTicketRead(db, resolved);
    setTicketStatus(db, resolved, 'resolved', at(68));

    const replied = insertTicket(db, chef.id, { client_id: null, title: 'Payout for last week is missing', description: 'I completed 23 orders last week but the payout has not arrived in my bank account yet.', attachment_id: null, order_id: null }, at(26));
    insertMessage(db, replied, { client_id: null, author: 'admin', body: 'Thanks for telling us. The payout was delayed by the bank holiday; it will arrive by Thursday. We will check again then.', attachment_id: null }, at(2));
    setTicketStatus(db, replied, 'replied', at(2));
    return 2;
  })();
}
