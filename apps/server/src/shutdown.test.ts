// docs/deployment.md "Graceful shutdown": on SIGTERM the process stops accepting connections,
// finishes the requests in flight, closes its jobs and database, and exits 0. Tested on the real
// entry point (src/main.ts through tsx), API only, on an empty database of its own.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const port = 3900 + (process.pid % 90);
const dataDir = mkdtempSync(path.join(tmpdir(), "polku-shutdown-"));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = async () => {
      if (await check().catch(() => false)) return resolve();
      if (Date.now() > until) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(attempt, 200);
    };
    void attempt();
  });
}

function connects(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The real entry point, API only, on the test's own empty database; ready when it returns. */
async function startServer(env: Record<string, string> = {}): Promise<{ output: string[]; exited: Promise<number | null> }> {
  const output: string[] = [];
  child = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "src/main.ts")], {
    cwd: path.resolve(serverRoot, "../.."),
    env: { ...process.env, DATABASE_URL: "", REDIS_URL: "", NODE_ENV: "production", SERVE: "api", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info", PUBLIC_URL: `http://127.0.0.1:${port}`, DEMO: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, "the server to be ready");
  return { output, exited };
}

it("on SIGTERM stops accepting, answers the request in flight, then exits 0", async () => {
  const { output, exited } = await startServer();

  // A request in flight: its headers sent, its body only half.
  const body = JSON.stringify({ name: "Shutdown test", email: "shutdown@example.com", topic: "other", message: "x".repeat(200) });
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const answer = new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => resolve(text));
    socket.on("close", () => resolve(text));
  });
  socket.write(`POST /api/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`);
  socket.write(body.slice(0, 50));

  child!.kill("SIGTERM");
  // Stops accepting: the listening socket is closed while the request above is still open.
  await waitFor(async () => !(await connects()), "the listening socket to close", 30_000);
  expect(child!.exitCode).toBeNull();

  socket.write(body.slice(50));
  const response = await answer;
  // The request is answered in full (whatever the form's verdict), not cut off.
  expect(response).toMatch(/^HTTP\/1\.1 (201|400|429) /);
  expect(await exited).toBe(0);
  expect(output.join("")).toContain("shutting down");
}, 180_000);

it("with SHUTDOWN_DRAIN_SECONDS, fails /readyz at SIGTERM while still serving, then closes and exits 0", async () => {
  const { exited } = await startServer({ SHUTDOWN_DRAIN_SECONDS: "4" });
  child!.kill("SIGTERM");
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 503, "/readyz to fail", 10_000);
  const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
  expect(await ready.json()).toMatchObject({ code: "draining" });
  // Still alive and serving what the load balancer sent before it noticed.
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/api/route-slugs/`)).status).toBe(200);
  expect(child!.exitCode).toBeNull();
  expect(await exited).toBe(0);
}, 180_000);
