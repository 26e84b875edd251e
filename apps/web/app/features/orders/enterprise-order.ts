// Enterprise order mode (spec 02 §6, spec 01 §3 enterpriseOrder): an organisation customer's add
// button adds to the organisation's open enterprise order (POST /api/customer/enterprise/order/)
// instead of the cart. The open order's id is kept in local storage; when the server no longer
// has it open (404), a new one is started.
import type { EnterpriseOrderResponse } from "@polku/domain";
import { ApiError, browserApi } from "../../lib/api";

export const ENTERPRISE_ORDER_STORAGE_KEY = "polku.enterpriseOrder.v1";

function keptId(): number | null {
  try {
    const value = Number(window.localStorage.getItem(ENTERPRISE_ORDER_STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function keep(id: number): void {
  try {
    window.localStorage.setItem(ENTERPRISE_ORDER_STORAGE_KEY, String(id));
  } catch {
    // Refused storage: the next add starts from the server's answer again.
  }
}

export async function addToEnterpriseOrder(authorization: string, productId: number, amount: number): Promise<EnterpriseOrderResponse> {
  const send = (id: number | null) => browserApi.enterpriseOrder(authorization, { enterprise_data: { id }, checkout_data: { products: [{ productId, amount }] } });
  const id = keptId();
  let answer: EnterpriseOrderResponse;
  try {
    answer = await send(id);
  } catch (error) {
    if (!(id !== null && error instanceof ApiError && error.status === 404)) throw error;
    answer = await send(null);
  }
  keep(answer.id);
  return answer;
}
