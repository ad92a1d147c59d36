// Option groups and options of the chef's foods (design/api.md Foods; docs/api.md Foods): add,
// edit, delete, reorder. A group or an option is named in the URL by its id or by the client_id
// its create carried. The group's rules against its options (food-rules.ts) are kept: its maximum
// cannot exceed its options; a required group keeps at least one option (deleting the last one is
// refused); deleting an option lowers a maximum that would exceed the options left. Another chef's
// group or option, a deleted one, or one of a deleted food answers 404. Writes are idempotent;
// a create whose client_id the chef already used answers that group or option (200).
import type { Context, Hono } from 'hono';
import { englishMessage, kitchenDay, menuReorderRequestSchema, msg, optionGroupProblems, optionGroupRequestSchema, optionRequestSchema, optionSoldOutRequestSchema } from '../../src/contract/index.ts';
import { currentChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, ConflictError, fieldError, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { placeInOrder } from '../menu/reorder.ts';
import { findFoodRowById, touchFood } from '../store/foods.ts';
import {
  findMenuRow,
  groupJson,
  insertGroup,
  insertOption,
  liveOptionCount,
  setMenuColumns,
  toOption,
  updateGroup,
  updateOption,
  type OptionGroupRow,
  type OptionRow,
} from '../store/option-groups.ts';
import { liveFood } from './foods.ts';

export const noSuchGroup = 'There is no such option group on your menu.';
export const noSuchOption = 'There is no such option on your menu.';

export function registerOptionGroupRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const db = deps.db;
  /** A live group of the chef whose food is live too; 404 otherwise. */
  const liveGroup = (chefId: number, reference: string): OptionGroupRow => {
    const row = findMenuRow<OptionGroupRow>(db, 'option_groups', chefId, reference);
    if (!row || row.deleted_at || findFoodRowById(db, row.food_id)?.deleted_at !== null) throw new ApiError(404, noSuchGroup);
    return row;
  };
  const liveOption = (chefId: number, reference: string): { option: OptionRow; group: OptionGroupRow } => {
    const option = findMenuRow<OptionRow>(db, 'options', chefId, reference);
    if (!option || option.deleted_at) throw new ApiError(404, noSuchOption);
    try {
      return { option, group: liveGroup(chefId, String(option.option_group_id)) };
    } catch {
      throw new ApiError(404, noSuchOption);
    }
  };
  const groupAnswer = (id: number, message: string, status: 200 | 201 = 200) => {
    const row = db.prepare('SELECT * FROM option_groups WHERE id = ?').get(id) as OptionGroupRow;
    return { status, body: success(groupJson(db, row), message) };
  };
  const optionAnswer = (id: number, message: string, status: 200 | 201 = 200) => {
    const row = db.prepare('SELECT * FROM options WHERE id = ?').get(id) as OptionRow;
    return { status, body: success(toOption(row), message) };
  };
  const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? '';

  api.post('/chef/foods/:slug/option-groups', (c) => {
    const chef = currentChef(c);
    const input = validate(optionGroupRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const food = liveFood(deps, chef.id, param(c, 'slug'));
      if (input.client_id) {
        const existing = findMenuRow<OptionGroupRow>(db, 'option_groups', chef.id, input.client_id);
        if (existing) return groupAnswer(liveGroup(chef.id, input.client_id).id, 'This option group was already added.');
      }
      const at = deps.nowIso();
      const id = insertGroup(db, chef.id, food.id, input, at);
      touchFood(db, food.id, at);
      return groupAnswer(id, 'Option group added.', 201);
    });
  });

  api.post('/chef/foods/:slug/option-groups/reorder', (c) => {
    const chef = currentChef(c);
    const { ids } = validate(menuReorderRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const food = liveFood(deps, chef.id, param(c, 'slug'));
      const rows = db.prepare('SELECT * FROM option_groups WHERE food_id = ? AND deleted_at IS NULL ORDER BY display_order, id').all(food.id) as OptionGroupRow[];
      const at = deps.nowIso();
      for (const [row, order] of placeInOrder(rows, ids, (row, ref) => String(row.id) === ref || row.client_id === ref.toLowerCase())) {
        if (row.display_order !== order) setMenuColumns(db, 'option_groups', row.id, { display_order: order }, at);
      }
      touchFood(db, food.id, at);
      const groups = rows.map((row) => row.id).map((id) => groupJson(db, db.prepare('SELECT * FROM option_groups WHERE id = ?').get(id) as OptionGroupRow));
      return { status: 200, body: success(groups.sort((a, b) => a.display_order - b.display_order), 'Option groups reordered.') };
    });
  });

  api.put('/chef/option-groups/:id', (c) => {
    const chef = currentChef(c);
    const input = validate(optionGroupRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const group = liveGroup(chef.id, param(c, 'id'));
      const { max_selections } = optionGroupProblems(input, liveOptionCount(db, group.id));
      if (max_selections) throw fieldError('max_selections', englishMessage(msg(max_selections)));
      const at = deps.nowIso();
      updateGroup(db, group.id, input, at);
      touchFood(db, group.food_id, at);
      return groupAnswer(group.id, 'Option group updated.');
    });
  });

  api.delete('/chef/option-groups/:id', (c) => {
    const chef = currentChef(c);
    return commit(c, deps, () => {
      const group = liveGroup(chef.id, param(c, 'id'));
      const at = deps.nowIso();
      setMenuColumns(db, 'option_groups', group.id, { deleted_at: at }, at);
      touchFood(db, group.food_id, at);
      return { status: 200, body: success(null, 'Option group deleted.') };
    });
  });

  api.post('/chef/option-groups/:id/options', (c) => {
    const chef = currentChef(c);
    const input = validate(optionRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const group = liveGroup(chef.id, param(c, 'id'));
      if (input.client_id && findMenuRow<OptionRow>(db, 'options', chef.id, input.client_id)) {
        return optionAnswer(liveOption(chef.id, input.client_id).option.id, 'This option was already added.');
      }
      const at = deps.nowIso();
      const id = insertOption(db, chef.id, group.id, input, at);
      touchFood(db, group.food_id, at);
      return optionAnswer(id, 'Option added.', 201);
    });
  });

  api.post('/chef/option-groups/:id/options/reorder', (c) => {
    const chef = currentChef(c);
    const { ids } = validate(menuReorderRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const group = liveGroup(chef.id, param(c, 'id'));
      const rows = db.prepare('SELECT * FROM options WHERE option_group_id = ? AND deleted_at IS NULL ORDER BY display_order, id').all(group.id) as OptionRow[];
      const at = deps.nowIso();
      for (const [row, order] of placeInOrder(rows, ids, (row, ref) => String(row.id) === ref || row.client_id === ref.toLowerCase())) {
        if (row.display_order !== order) setMenuColumns(db, 'options', row.id, { display_order: order }, at);
      }
      touchFood(db, group.food_id, at);
      return groupAnswer(group.id, 'Options reordered.');
    });
  });

  api.put('/chef/options/:id', (c) => {
    const chef = currentChef(c);
    const input = validate(optionRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const { option, group } = liveOption(chef.id, param(c, 'id'));
      const at = deps.nowIso();
      updateOption(db, option.id, input, at);
      touchFood(db, group.food_id, at);
      return optionAnswer(option.id, 'Option updated.');
    });
  });

  // Sold out for the rest of the kitchen's day (Europe/Vilnius), or back on.
  api.post('/chef/options/:id/sold-out', (c) => {
    const chef = currentChef(c);
    const { sold_out } = validate(optionSoldOutRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const { option, group } = liveOption(chef.id, param(c, 'id'));
      const at = deps.nowIso();
      db.prepare('UPDATE options SET sold_out_day = ?, updated_at = ? WHERE id = ?').run(sold_out ? kitchenDay(Date.parse(at)) : null, at, option.id);
      touchFood(db, group.food_id, at);
      return optionAnswer(option.id, sold_out ? `${option.name} is sold out today.` : `${option.name} is back.`);
    });
  });

  api.delete('/chef/options/:id', (c) => {
    const chef = currentChef(c);
    return commit(c, deps, () => {
      const { option, group } = liveOption(chef.id, param(c, 'id'));
      const left = liveOptionCount(db, group.id) - 1;
      const problems = optionGroupProblems({ ...group, is_required: group.is_required === 1 }, left);
      if (problems.options) throw new ConflictError(englishMessage(msg(problems.options)), groupJson(db, group));
      const at = deps.nowIso();
      setMenuColumns(db, 'options', option.id, { deleted_at: at }, at);
      // A maximum above the options left comes down with them (never below 1).
      if (left > 0 && group.max_selections > left) setMenuColumns(db, 'option_groups', group.id, { max_selections: left }, at);
      touchFood(db, group.food_id, at);
      return { status: 200, body: success(null, 'Option deleted.') };
    });
  });
}
