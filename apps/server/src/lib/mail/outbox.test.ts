import { languages, mailOutbox } from "@polku/db";
import { createTestDatabase } from "@polku/db/testing";
import { eq } from "@polku/db/orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "./outbox";

const database = await createTestDatabase();
const { db } = database;

describe("enqueueMail", () => {
  beforeAll(async () => {
    await db.insert(languages).values({ code: "fi", name: "suomi", locale: "fi-FI", isDefault: true }).onConflictDoNothing();
  });
  afterAll(async () => {
    await database.close();
  });

  const message = {
    kind: "test.hello",
    to: "Maija@Example.test",
    language: "fi" as const,
    subject: "Hei",
    html: "<p>Hei</p>",
    text: "Hei",
  };

  it("queues a message with its sender, unsent", async () => {
    const result = await enqueueMail(db, "shop@polku.example", message);
    expect(result.queued).toBe(true);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id!));
    expect(row).toMatchObject({ toAddress: "Maija@Example.test", fromAddress: "shop@polku.example", sentAt: null, attempts: 0 });
  });

  it("queues one message per dedupe key, however often it is asked", async () => {
    const first = await enqueueMail(db, "shop@polku.example", { ...message, dedupeKey: "test:1" });
    const again = await Promise.all([1, 2, 3].map(() => enqueueMail(db, "shop@polku.example", { ...message, dedupeKey: "test:1" })));
    expect(first.queued).toBe(true);
    expect(again.every((r) => !r.queued && r.id === null)).toBe(true);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, "test:1"));
    expect(rows).toHaveLength(1);
  });

  it("queues nothing when the transaction that asked for it rolls back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, "shop@polku.example", { ...message, dedupeKey: "test:rollback" });
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, "test:rollback"));
    expect(rows).toHaveLength(0);
  });
});
