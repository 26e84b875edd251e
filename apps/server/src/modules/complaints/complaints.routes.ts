// Complaint calls (docs/complaints.md): filing with attachments (multipart, streamed to storage,
// limited per address), the complaints of an order for its reader, and the staff's list, detail,
// status moves, answers and attachment reads.
import { timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { sql, type Database } from "@polku/db";
import {
  ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_FILES, ATTACHMENTS_TOTAL_MAX_BYTES, complaintAnswerSchema, complaintCreatedSchema, complaintFieldsSchema, complaintListQuerySchema,
  complaintMoveSchema, COMPLAINT_TEXT_FIELDS, EMPTY_COMPLAINT, languageCodeSchema, orderComplaintsSchema, staffComplaintListSchema, staffComplaintSchema,
  type ComplaintInput, type LanguageCode,
} from "@polku/domain";
import { badRequest, fieldErrorsFrom, notFound } from "../../http/errors";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { requireStaff } from "../../http/authentication";
import { visitorIp } from "../../http/visitor-ip";
import { attachmentStore, UploadTooLarge, UploadWrongType, type StoredFile } from "./complaint-attachments";
import { COMPLAINT_NOT_FOUND, createComplaintsService } from "./complaints.service";
import { complaintText } from "./complaints.texts";
import { route } from "../../http/contract";

/** Complaints per address and window: a customer's few pass, a flood does not. */
export const FILING_LIMIT = 5;
export const FILING_WINDOW_MS = 10 * 60_000;

export interface ComplaintRoutesOptions {
  db: Database;
  attachmentsDir: string;
  rateLimitStore: RateLimitStore;
  mailFrom: string;
  shopName: string;
  publicUrl: string;
  now?: () => Date;
  mailQueued?: () => void;
}

type FileProblem = { key: "attachment" | "attachments_total" | "attachment_type"; name: string } | { key: "too_many_files" };

export async function complaintRoutes(app: FastifyInstance, opts: ComplaintRoutesOptions): Promise<void> {
  const service = createComplaintsService(opts);
  const store = attachmentStore(opts.attachmentsDir);
  const limit = createRequestLimit(opts.rateLimitStore, "complaint", FILING_LIMIT, FILING_WINDOW_MS);
  // Scoped to this plugin: only the complaint routes read multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: ATTACHMENTS_MAX_FILES + 1, fields: 40, fieldSize: 20_000, parts: 60, headerPairs: 200 } });

  route(app, {
    method: "POST",
    url: "/api/complaints/",
    tag: "Complaints",
    summary: "File a complaint about an order row, with attachments",
    bodyType: "multipart/form-data",
    body: complaintFieldsSchema,
    responses: { 201: complaintCreatedSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(limit, `ip:${visitorIp(request)}`, reply);
    if (!request.isMultipart()) throw badRequest({ non_field_errors: ["Send the form as multipart/form-data."] });
    const fields: Record<string, string> = {};
    const stored: (StoredFile & { originalName: string })[] = [];
    const problems: FileProblem[] = [];
    let total = 0;
    try {
      for await (const part of request.parts()) {
        if (part.type === "field") {
          if (typeof part.value === "string") fields[part.fieldname] = part.value;
          continue;
        }
        const name = (part.filename ?? "").slice(0, 200);
        if (part.fieldname !== "files" || !name) {
          part.file.resume();
          continue;
        }
        if (stored.length >= ATTACHMENTS_MAX_FILES) {
          part.file.resume();
          if (!problems.some((p) => p.key === "too_many_files")) problems.push({ key: "too_many_files" });
          continue;
        }
        try {
          const { tempPath, size } = await store.receive(part.file, { fileLimit: ATTACHMENT_MAX_BYTES, totalLeft: ATTACHMENTS_TOTAL_MAX_BYTES - total });
          total += size;
          stored.push({ ...(await store.finalise(tempPath)), originalName: name });
        } catch (error) {
          if (error instanceof UploadTooLarge) problems.push({ key: error.which === "file" ? "attachment" : "attachments_total", name });
          else if (error instanceof UploadWrongType) problems.push({ key: "attachment_type", name });
          else if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") problems.push({ key: "attachment", name });
          else throw error;
        }
      }
    } catch (error) {
      await store.remove(stored.map((f) => f.storageKey));
      // A system error (the disk) is the server's; any other while reading the parts is a
      // malformed body (no boundary, cut short, broken part headers) and a 400.
      if (!(error instanceof Error && "syscall" in error)) throw badRequest({ files: [complaintText("upload_failed", languageOf(fields))] });
      throw error;
    }
    const language = languageOf(fields);
    const refuse = async (errors: Record<string, string[]>) => {
      await store.remove(stored.map((f) => f.storageKey));
      return badRequest(errors);
    };
    const parsed = io.safeBody(fields);
    if (!parsed.success) throw await refuse(fieldErrorsFrom(parsed.error));
    const input: ComplaintInput = { ...EMPTY_COMPLAINT, ...Object.fromEntries(COMPLAINT_TEXT_FIELDS.map((f) => [f, parsed.data[f] ?? ""])) };
    input.salesChannel = parsed.data.salesChannel ?? "S";
    input.noSize = parsed.data.noSize === "true" || parsed.data.noSize === "on";
    input.rowId = parsed.data.rowId ?? "";
    const checked = await service.check(input, language);
    const fileErrors = problems.map((p) => (p.key === "too_many_files" ? complaintText(p.key, language, { max: ATTACHMENTS_MAX_FILES }) : complaintText(p.key, language, { name: p.name })));
    if ("errors" in checked || fileErrors.length > 0) throw await refuse({ ...("errors" in checked ? checked.errors : {}), ...(fileErrors.length ? { files: fileErrors } : {}) });
    try {
      const created = await service.file(checked.value, stored, language, request.customer);
      reply.code(201);
      return io.output(created);
    } catch (error) {
      await store.remove(stored.map((f) => f.storageKey));
      throw error;
    }
  });

  // The complaints of an order: its customer, staff, or whoever holds its access token (as GET /api/orders/{number}/).
  route(app, {
    method: "GET",
    url: "/api/orders/:number/complaints/",
    tag: "Complaints",
    summary: "The complaints of an order (its customer, staff, or the order's access token)",
    responses: { 200: orderComplaintsSchema },
  }, async (request, _reply, io) => {
    const { number } = request.params as { number: string };
    const token = (request.query as { token?: string }).token;
    const [order] = (
      await opts.db.execute<{ customer_id: number | null; access_token: string }>(sql`select customer_id, access_token from orders where number = ${String(number).slice(0, 20)}`)
    ).rows;
    const caller = request.customer;
    const tokenOk = order && typeof token === "string" && token.length === order.access_token.length && timingSafeEqual(Buffer.from(token), Buffer.from(order.access_token));
    if (!order || !(caller?.isStaff || caller?.isAdmin || (caller && caller.id === order.customer_id) || tokenOk)) throw notFound("Order not found", "order_not_found");
    return io.output({ complaints: await service.ofOrder(number) });
  });

  route(app, {
    method: "GET",
    url: "/api/staff/complaints/",
    tag: "Complaints",
    summary: "Complaints for staff, filtered by status",
    auth: "staff",
    query: complaintListQuerySchema,
    responses: { 200: staffComplaintListSchema },
  }, async (request, reply, io) => {
    requireStaff(request);
    reply.header("cache-control", "no-store");
    const { status } = io.query();
    const list = await service.list(status);
    return io.output({ complaints: list.map((c) => ({ ...c, created_at: new Date(c.created_at).toISOString() })) });
  });

  route(app, {
    method: "GET",
    url: "/api/staff/complaints/:number/",
    tag: "Complaints",
    summary: "A complaint with its messages and attachments",
    auth: "staff",
    responses: { 200: staffComplaintSchema },
  }, async (request, reply, io) => {
    requireStaff(request);
    reply.header("cache-control", "no-store");
    return io.output(await service.detail(String((request.params as { number: string }).number)));
  });

  route(app, {
    method: "POST",
    url: "/api/staff/complaints/:number/status/",
    tag: "Complaints",
    summary: "Move a complaint to another status",
    auth: "staff",
    body: complaintMoveSchema,
    responses: { 200: staffComplaintSchema },
  }, async (request, _reply, io) => {
    const staff = requireStaff(request);
    const { status, note } = io.body();
    const number = String((request.params as { number: string }).number);
    await service.move(number, status, staff, note);
    return io.output(await service.detail(number));
  });

  route(app, {
    method: "POST",
    url: "/api/staff/complaints/:number/answer/",
    tag: "Complaints",
    summary: "Answer a complaint; the customer is mailed",
    auth: "staff",
    body: complaintAnswerSchema,
    responses: { 200: staffComplaintSchema },
  }, async (request, _reply, io) => {
    const staff = requireStaff(request);
    const { message } = io.body();
    const number = String((request.params as { number: string }).number);
    await service.answer(number, message, staff);
    return io.output(await service.detail(number));
  });

  // Attachments are read by staff only, never from the public media; sent as downloads with their recorded type.
  route(app, {
    method: "GET",
    url: "/api/staff/complaints/:number/attachments/:id/",
    tag: "Complaints",
    summary: "Download a complaint's attachment (staff only)",
    auth: "staff",
    responses: { 200: { description: "The file as it was uploaded, as a download", contentType: ["image/jpeg", "application/pdf"] } },
  }, async (request, reply) => {
    requireStaff(request);
    const { number, id } = request.params as { number: string; id: string };
    const attachment = /^\d{1,9}$/.test(id) ? await service.attachment(number, Number(id)) : null;
    if (!attachment) throw notFound(COMPLAINT_NOT_FOUND, "attachment_not_found");
    reply
      .header("content-type", attachment.content_type)
      .header("content-length", String(attachment.size))
      .header("content-disposition", `attachment; filename="${attachment.id}${attachment.content_type === "application/pdf" ? ".pdf" : ".jpg"}"`)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store");
    return reply.send(createReadStream(store.fileOf(attachment.storage_key)));
  });
}

function languageOf(fields: Record<string, string>): LanguageCode {
  return languageCodeSchema.catch("fi").parse(fields.language);
}
