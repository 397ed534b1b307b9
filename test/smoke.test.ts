import { describe, expect, it } from "vitest";
import { ENGINE_VERSION } from "../src/engine/version";
describe("smoke", () => { it("runs", () => { expect(ENGINE_VERSION).toMatch(/^\d+\.\d+\.\d+$/); }); });
