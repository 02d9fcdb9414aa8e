/**
 * The end-to-end server's mail: the .eml files its outbox keeps under .data/mail/serve-<port>/
 * (scripts/serve.ts), read as a mail client would (./mail.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2ePort } from "../e2e/servers";
import { readEml, type ReadMail } from "./mail";

const mailDir = (port: number) => path.join(process.cwd(), ".data", "mail", `serve-${port}`);

/** Every message the server kept, oldest first. */
export function keptMail(port = e2ePort): ReadMail[] {
  const directory = mailDir(port);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readEml(name, readFileSync(path.join(directory, name), "utf8")));
}

/** Waits until `count` messages to `to` (matching `subject` when given) are kept; returns them. */
export async function waitForMail(to: string, { subject = "", count = 1, port = e2ePort } = {}) {
  const matching = () =>
    keptMail(port).filter((mail) => mail.to.includes(to) && mail.subject.includes(subject));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return matching();
}
