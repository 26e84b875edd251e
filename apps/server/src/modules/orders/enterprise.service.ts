// Enterprise order mode (spec 02 §6): an organisation customer's "add to enterprise order"
// collects products into its open enterprise order instead of the cart. Amounts of one variant
// add up; an id that is not the customer's open enterprise order is 404.
import type { Database } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { EnterpriseOrderRequest, EnterpriseOrderResponse } from "@polku/domain";
import { badRequest, HttpError } from "../../http/errors";

export async function addToEnterpriseOrder(db: Database, customerId: number, input: EnterpriseOrderRequest): Promise<EnterpriseOrderResponse> {
  return db.transaction(async (tx) => {
    const ids = input.checkout_data.products.map((p) => p.productId);
    const known = new Set(
      (await tx.execute<{ id: number }>(sql`select id from product_variants where id = any(${`{${ids.join(",")}}`}::int[]) and is_active`)).rows.map((r) => r.id),
    );
    const unknown = input.checkout_data.products.flatMap((p, i) => (known.has(p.productId) ? [] : [i]));
    if (unknown.length > 0) throw badRequest(Object.fromEntries(unknown.map((i) => [`checkout_data.products.${i}.productId`, ["Product not found"]])));
    let id = input.enterprise_data.id ?? null;
    if (id !== null) {
      const found = await tx.execute<{ id: number }>(sql`select id from enterprise_orders where id = ${id} and customer_id = ${customerId} and status = 'open' for update`);
      if (found.rows.length === 0) throw new HttpError(404, "not_found", "Enterprise order not found");
    } else {
      id = (await tx.execute<{ id: number }>(sql`insert into enterprise_orders (customer_id) values (${customerId}) returning id`)).rows[0]!.id;
    }
    const values = sql.join(input.checkout_data.products.map((p) => sql`(${id}::int, ${p.productId}::int, ${p.amount}::int)`), sql`, `);
    await tx.execute(sql`insert into enterprise_order_lines (enterprise_order_id, variant_id, amount)
      select e, v, sum(a)::int from (values ${values}) as x(e, v, a) group by e, v order by v
      on conflict (enterprise_order_id, variant_id) do update set amount = least(enterprise_order_lines.amount + excluded.amount, 9999)`);
    await tx.execute(sql`update enterprise_orders set updated_at = now() where id = ${id}`);
    const head = (await tx.execute<{ status: "open" | "submitted"; updatedAt: string }>(sql`select status, updated_at as "updatedAt" from enterprise_orders where id = ${id}`)).rows[0]!;
    const lines = await tx.execute<{ productId: number; amount: number; name: string }>(
      sql`select l.variant_id as "productId", l.amount, coalesce(t.name, '') as name from enterprise_order_lines l
          join product_variants v on v.id = l.variant_id left join product_model_translations t on t.model_id = v.model_id and t.language = 'fi'
          where l.enterprise_order_id = ${id} order by l.variant_id`,
    );
    return { id, status: head.status, products: lines.rows, updated_at: new Date(head.updatedAt).toISOString() };
  });
}
