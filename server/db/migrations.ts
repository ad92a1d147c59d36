// Numbered schema migrations. Append new ones at the end; never edit one that has shipped.
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'foundation',
    sql: `
      CREATE TABLE cities (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE
      );
      CREATE TABLE chefs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        uuid TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT,
        phone TEXT,
        id_number TEXT,
        city_id INTEGER REFERENCES cities(id),
        main_street TEXT,
        address TEXT,
        zip_code TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE tokens (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        last_used_at TEXT,
        revoked_at TEXT
      );
      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL COLLATE NOCASE,
        code_hash TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        expires_at TEXT NOT NULL,
        used_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX password_resets_email ON password_resets(email);
      CREATE TABLE mailbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL COLLATE NOCASE,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        code TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX mailbox_email ON mailbox(email);
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL DEFAULT '',
        action_url TEXT,
        data TEXT,
        read_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX notifications_chef ON notifications(chef_id, id);
      CREATE TABLE fcm_tokens (
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (chef_id, token)
      );
      CREATE TABLE idempotency_keys (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        token_chef_id INTEGER,
        action_at TEXT,
        created_at TEXT NOT NULL,
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
    `,
  },
  {
    version: 2,
    name: 'orders',
    sql: `
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        number TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL,
        type TEXT NOT NULL,
        customer_name TEXT NOT NULL,
        customer_name_lower TEXT NOT NULL,
        customer_phone TEXT,
        customer_notes TEXT,
        chef_notes TEXT,
        delivery_address TEXT,
        subtotal_cents INTEGER NOT NULL,
        delivery_fee_cents INTEGER NOT NULL,
        total_cents INTEGER NOT NULL,
        preparation_time INTEGER,
        estimated_ready_at TEXT,
        refuse_reason TEXT,
        delivery_change_reason TEXT,
        delivery_change_notes TEXT,
        delivery_change_status TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX orders_chef_created ON orders(chef_id, created_at, id);
      CREATE INDEX orders_chef_status_created ON orders(chef_id, status, created_at, id);
      CREATE TABLE order_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        food_id INTEGER,
        name TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        unit_price_cents INTEGER NOT NULL,
        total_cents INTEGER NOT NULL,
        options TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX order_items_order ON order_items(order_id);
      CREATE TABLE order_timeline (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        status TEXT NOT NULL,
        actor TEXT NOT NULL,
        at TEXT NOT NULL,
        note TEXT,
        action_at TEXT,
        recorded_at TEXT NOT NULL
      );
      CREATE INDEX order_timeline_order ON order_timeline(order_id, id);
      CREATE TABLE order_refunds (
        order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
        amount_cents INTEGER NOT NULL,
        destination TEXT NOT NULL,
        at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'onboarding',
    sql: `
      CREATE TABLE documents (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        original_name TEXT NOT NULL,
        stored_path TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        uploaded_at TEXT NOT NULL
      );
      CREATE INDEX documents_chef ON documents(chef_id, kind, id);
      CREATE TABLE contract_signatures (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        version TEXT NOT NULL,
        signature_name TEXT NOT NULL,
        signed_at TEXT NOT NULL,
        action_at TEXT
      );
      CREATE INDEX contract_signatures_chef ON contract_signatures(chef_id, id);
    `,
  },
  {
    version: 4,
    name: 'kitchens',
    sql: `
      CREATE TABLE kitchens (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL UNIQUE REFERENCES chefs(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        phone TEXT,
        description TEXT,
        logo_path TEXT,
        city_id INTEGER REFERENCES cities(id),
        postal_code TEXT,
        main_street TEXT,
        building_details TEXT,
        opening_time TEXT,
        closing_time TEXT,
        preparation_time INTEGER,
        delivery_option TEXT NOT NULL DEFAULT 'pickup',
        delivery_cost_cents INTEGER,
        latitude REAL,
        longitude REAL,
        is_open INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 5,
    name: 'kitchen pause and ratings',
    sql: `
      ALTER TABLE kitchens ADD COLUMN paused_at TEXT;
      ALTER TABLE kitchens ADD COLUMN paused_until TEXT;
      ALTER TABLE kitchens ADD COLUMN pause_reason TEXT;
      ALTER TABLE kitchens ADD COLUMN resumed_at TEXT;
      CREATE TABLE order_ratings (
        order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        rated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'menu: foods, option groups, options',
    sql: `
      CREATE TABLE foods (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        client_id TEXT,
        slug TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT,
        price_cents INTEGER NOT NULL,
        image_path TEXT,
        tags TEXT NOT NULL DEFAULT '[]',
        daily_quantity INTEGER,
        sold_day TEXT,
        sold_count INTEGER NOT NULL DEFAULT 0,
        sold_out_day TEXT,
        display_order INTEGER NOT NULL,
        deleted_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX foods_chef_slug ON foods(chef_id, slug);
      CREATE UNIQUE INDEX foods_chef_client_id ON foods(chef_id, client_id) WHERE client_id IS NOT NULL;
      CREATE TABLE option_groups (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        food_id INTEGER NOT NULL REFERENCES foods(id) ON DELETE CASCADE,
        client_id TEXT,
        name TEXT NOT NULL,
        selection_type TEXT NOT NULL,
        max_selections INTEGER NOT NULL DEFAULT 1,
        is_required INTEGER NOT NULL DEFAULT 0,
        display_order INTEGER NOT NULL,
        deleted_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX option_groups_food ON option_groups(food_id);
      CREATE UNIQUE INDEX option_groups_chef_client_id ON option_groups(chef_id, client_id) WHERE client_id IS NOT NULL;
      CREATE TABLE options (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        option_group_id INTEGER NOT NULL REFERENCES option_groups(id) ON DELETE CASCADE,
        client_id TEXT,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        additional_price_cents INTEGER NOT NULL DEFAULT 0,
        max_quantity INTEGER,
        display_order INTEGER NOT NULL,
        deleted_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX options_group ON options(option_group_id);
      CREATE UNIQUE INDEX options_chef_client_id ON options(chef_id, client_id) WHERE client_id IS NOT NULL;
    `,
  },
  {
    version: 7,
    name: 'support tickets',
    // Attachments: the bytes under DATA_DIR/ticket-attachments/<chef id>/<uuid>; `uuid` names the
    // download. `read_up_to`: the newest message id the chef has read (unread = support's after it).
    sql: `
      CREATE TABLE ticket_attachments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        uuid TEXT NOT NULL UNIQUE,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        size INTEGER NOT NULL,
        stored_path TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE tickets (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        client_id TEXT,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        attachment_id INTEGER REFERENCES ticket_attachments(id),
        status TEXT NOT NULL,
        read_up_to INTEGER NOT NULL DEFAULT 0,
        last_activity_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX tickets_chef_activity ON tickets(chef_id, last_activity_at);
      CREATE UNIQUE INDEX tickets_chef_client_id ON tickets(chef_id, client_id) WHERE client_id IS NOT NULL;
      CREATE TABLE ticket_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        ticket_id INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
        client_id TEXT,
        author TEXT NOT NULL,
        body TEXT NOT NULL,
        attachment_id INTEGER REFERENCES ticket_attachments(id),
        created_at TEXT NOT NULL
      );
      CREATE INDEX ticket_messages_ticket ON ticket_messages(ticket_id, id);
      CREATE UNIQUE INDEX ticket_messages_client_id ON ticket_messages(ticket_id, client_id) WHERE client_id IS NOT NULL;
    `,
  },
  {
    version: 8,
    name: 'push tokens per device and the push log',
    // A push token names one device: it belongs to one chef at a time (the newest registration
    // wins). push_log: every push the server sent or, without FIREBASE_SERVICE_ACCOUNT, would
    // have sent (server/push), one row per token, with what became of it.
    sql: `
      CREATE TABLE fcm_tokens_by_device (
        token TEXT PRIMARY KEY,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      INSERT INTO fcm_tokens_by_device (token, chef_id, created_at, updated_at)
        SELECT token, chef_id, created_at, updated_at FROM fcm_tokens AS t
        WHERE NOT EXISTS (
          SELECT 1 FROM fcm_tokens AS newer WHERE newer.token = t.token
            AND (newer.updated_at > t.updated_at OR (newer.updated_at = t.updated_at AND newer.chef_id > t.chef_id))
        );
      DROP TABLE fcm_tokens;
      ALTER TABLE fcm_tokens_by_device RENAME TO fcm_tokens;
      CREATE INDEX fcm_tokens_chef ON fcm_tokens(chef_id);
      CREATE TABLE push_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        token TEXT NOT NULL,
        notification_id INTEGER,
        message TEXT NOT NULL,
        outcome TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX push_log_chef ON push_log(chef_id, id);
    `,
  },
  {
    version: 9,
    name: 'kitchen state changes by tap time',
    // When the kitchen's open/closed or pause state last changed, by the tap that changed it (or the
    // server's time for the heartbeat's pause and a pause that ran out): a queued open, close, pause
    // or resume tapped before that is not applied (server/kitchen/open-state.ts).
    sql: `ALTER TABLE kitchens ADD COLUMN state_changed_at TEXT;`,
  },
  {
    version: 10,
    name: 'kitchen busy mode',
    // Busy mode adds busy_extra_minutes to new orders from busy_since (the tap) until
    // busy_until (null: until the chef turns it off); server/kitchen/busy.ts.
    sql: `
      ALTER TABLE kitchens ADD COLUMN busy_extra_minutes INTEGER;
      ALTER TABLE kitchens ADD COLUMN busy_since TEXT;
      ALTER TABLE kitchens ADD COLUMN busy_until TEXT;
    `,
  },
  {
    version: 11,
    name: 'orders running late',
    // Each move of an accepted order's ready time (server/orders/delay.ts).
    sql: `
      CREATE TABLE IF NOT EXISTS order_ready_delays (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        minutes INTEGER NOT NULL,
        at TEXT NOT NULL,
        recorded_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS order_ready_delays_order ON order_ready_delays(order_id, id);
    `,
  },
  {
    version: 12,
    name: 'options sold out for the day',
    // The kitchen day (Europe/Vilnius) an option is sold out for; back the next day.
    sql: `ALTER TABLE options ADD COLUMN sold_out_day TEXT;`,
  },
  {
    version: 13,
    name: 'order reminders and missed orders',
    // Reminder pushes of an order still pending (server/orders/reminders.ts): per order, the last
    // reminder number sent, the pending entry its count of due reminders is from, how many of those
    // were handled and when the last was sent, so a restart resumes without a repeat or a burst.
    // Missed orders (server/orders/missed-orders.ts): the kitchen's run of orders that expired
    // unanswered, and the run that paused it (the pause's reason text says how many).
    sql: `
      CREATE TABLE IF NOT EXISTS order_reminders (
        order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
        last_number INTEGER NOT NULL,
        pending_since TEXT NOT NULL,
        handled_slot INTEGER NOT NULL,
        sent_at TEXT NOT NULL
      );
      ALTER TABLE kitchens ADD COLUMN missed_orders_in_a_row INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE kitchens ADD COLUMN pause_missed_orders INTEGER;
    `,
  },
  {
    version: 14,
    name: 'stored answers bounded per chef',
    // The bytes each stored idempotency answer takes (its body is kept deflated from now on), and
    // an index to count, sum and drop one chef's answers oldest first (server/store/idempotency.ts).
    // The table is copied rather than altered, so the migration also runs again on a table that
    // has the column already.
    sql: `
      CREATE TABLE idempotency_keys_sized (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        token_chef_id INTEGER,
        action_at TEXT,
        created_at TEXT NOT NULL,
        bytes INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, key)
      );
      INSERT INTO idempotency_keys_sized (scope, key, fingerprint, status, body, token_chef_id, action_at, created_at, bytes)
        SELECT scope, key, fingerprint, status, body, token_chef_id, action_at, created_at,
               length(CAST(body AS BLOB)) + length(key) + length(fingerprint)
        FROM idempotency_keys;
      DROP TABLE idempotency_keys;
      ALTER TABLE idempotency_keys_sized RENAME TO idempotency_keys;
      CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
      CREATE INDEX idempotency_keys_scope_created ON idempotency_keys(scope, created_at, bytes);
    `,
  },
  {
    version: 15,
    name: 'tickets about an order',
    // "Report a problem" on an order: the ticket names the order (the chef's own, checked when the
    // ticket is made); the order's details list its tickets through the index.
    sql: `
      ALTER TABLE tickets ADD COLUMN order_id INTEGER REFERENCES orders(id);
      CREATE INDEX tickets_order ON tickets(order_id) WHERE order_id IS NOT NULL;
    `,
  },
  {
    version: 16,
    name: 'kitchen weekly schedule and closures',
    // The week's hours (JSON, src/contract/kitchen-schedule.ts; null: never set, no limit by hours):
    // a kitchen's one daily range becomes every day's. Closures by day range with a reason; the
    // device's id for one (client_id) finds it again when the app retries the same add.
    sql: `
      ALTER TABLE kitchens ADD COLUMN schedule TEXT;
      UPDATE kitchens SET schedule = (
        SELECT json_object(
          'monday', json(r), 'tuesday', json(r), 'wednesday', json(r), 'thursday', json(r),
          'friday', json(r), 'saturday', json(r), 'sunday', json(r))
        FROM (SELECT json_array(json_object('from', kitchens.opening_time, 'to', kitchens.closing_time)) AS r)
      )
      WHERE opening_time IS NOT NULL AND closing_time IS NOT NULL;
      CREATE TABLE IF NOT EXISTS kitchen_closures (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kitchen_id INTEGER NOT NULL REFERENCES kitchens(id) ON DELETE CASCADE,
        client_id TEXT,
        first_day TEXT NOT NULL,
        last_day TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS kitchen_closures_kitchen ON kitchen_closures(kitchen_id, last_day);
      CREATE UNIQUE INDEX IF NOT EXISTS kitchen_closures_client ON kitchen_closures(kitchen_id, client_id) WHERE client_id IS NOT NULL;
    `,
  },
  {
    version: 17,
    name: 'signed-in devices',
    // A device is a sign-in's token: the browser it came from (its User-Agent, read for the
    // profile's list), whether the app runs installed (reported by the app on its requests),
    // whether it rings for new orders, and whether another device signed it out (its 401 then tells
    // the app to forget the chef's data). A push token remembers the sign-in that registered it, so
    // a device shows "push on" and signing it out forgets its pushes. The tokens table is copied
    // rather than altered, so the migration also runs again on a table that has the columns already.
    sql: `
      CREATE TABLE tokens_with_devices (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chef_id INTEGER NOT NULL REFERENCES chefs(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        last_used_at TEXT,
        revoked_at TEXT,
        user_agent TEXT NOT NULL DEFAULT '',
        installed INTEGER NOT NULL DEFAULT 0,
        rings_for_orders INTEGER NOT NULL DEFAULT 1,
        signed_out_by_device INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO tokens_with_devices (id, chef_id, token_hash, created_at, last_used_at, revoked_at)
        SELECT id, chef_id, token_hash, created_at, last_used_at, revoked_at FROM tokens;
      DROP TABLE tokens;
      ALTER TABLE tokens_with_devices RENAME TO tokens;
      CREATE INDEX tokens_chef_live ON tokens(chef_id) WHERE revoked_at IS NULL;
      ALTER TABLE fcm_tokens ADD COLUMN token_id INTEGER REFERENCES tokens(id) ON DELETE SET NULL;
    `,
  },
];
