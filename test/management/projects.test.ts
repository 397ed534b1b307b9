import { describe, expect, it } from "vitest";
import { issueKey, tenant } from "../helpers";
import { api, codeAt, fieldPaths } from "./fixtures";

const P = "/projects/{projectId}";

describe("projects", () => {
  it("creates a project with normalized, de-duplicated origins, then gets, lists and updates it", async () => {
    const { key } = await tenant();
    const res = await api(
      key,
      "POST",
      "/projects",
      {},
      {
        body: {
          projectId: "my-app_2",
          name: "My app",
          allowedOrigins: [
            "HTTPS://Example.COM:443",
            "https://example.com",
            "http://localhost:8787",
            "http://LOCALHOST:80",
            "https://bücher.example",
          ],
        },
      },
    );
    expect(res.status).toBe(201);
    const project = res.body.project;
    expect(project).toEqual({
      projectId: "my-app_2",
      name: "My app",
      allowedOrigins: ["https://example.com", "http://localhost:8787", "http://localhost", "https://xn--bcher-kva.example"],
      createdAt: expect.any(String),
      updatedAt: project.createdAt,
    });
    expect((await api(key, "GET", P, { projectId: "my-app_2" })).body).toEqual({ project });

    const patched = await api(key, "PATCH", P, { projectId: "my-app_2" }, { body: { allowedOrigins: ["https://app.example.org:8443"] } });
    expect(patched.status).toBe(200);
    expect(patched.body.project).toMatchObject({ name: "My app", allowedOrigins: ["https://app.example.org:8443"] });
    const renamed = await api(key, "PATCH", P, { projectId: "my-app_2" }, { body: { name: "Renamed" } });
    expect(renamed.body.project).toMatchObject({ name: "Renamed", allowedOrigins: ["https://app.example.org:8443"] });

    await api(key, "POST", "/projects", {}, { body: { projectId: "second", name: "Second", allowedOrigins: [] } });
    const list = await api(key, "GET", "/projects");
    expect(list.body.object).toBe("developer_projects");
    expect(new Set(list.body.data.map((p: { projectId: string }) => p.projectId))).toEqual(new Set(["my-app_2", "second"]));
    const page = await api(key, "GET", "/projects", {}, { query: "limit=1" });
    expect(page.body.page.hasMore).toBe(true);
    const rest = await api(key, "GET", "/projects", {}, { query: `limit=1&cursor=${page.body.page.nextCursor}` });
    expect([page.body.data[0].projectId, rest.body.data[0].projectId]).toEqual(list.body.data.map((p: { projectId: string }) => p.projectId));
  });

  it("a duplicate projectId is 409 within an organization but fine in another", async () => {
    const a = await tenant();
    const b = await tenant();
    const body = { projectId: "shop", name: "Shop", allowedOrigins: [] };
    expect((await api(a.key, "POST", "/projects", {}, { body })).status).toBe(201);
    const dup = await api(a.key, "POST", "/projects", {}, { body: { ...body, name: "Other" } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("conflict");
    expect((await api(b.key, "POST", "/projects", {}, { body })).status).toBe(201);
    expect((await api(a.key, "GET", P, { projectId: "shop" })).body.project.name).toBe("Shop");
  });

  it("validates projectId, name and every origin", async () => {
    const { key } = await tenant();
    const bad = await api(
      key,
      "POST",
      "/projects",
      {},
      {
        body: {
          projectId: "no spaces!",
          name: "",
          allowedOrigins: [
            "https://ok.example",
            "https://example.com/",
            "https://example.com/path",
            "https://example.com?q=1",
            "https://example.com#f",
            "ftp://example.com",
            "example.com",
            "https://user:pw@example.com",
            "https://",
          ],
        },
      },
    );
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(["/name", "/projectId"]);
    const origins = await api(
      key,
      "POST",
      "/projects",
      {},
      {
        body: {
          projectId: "p",
          name: "n",
          allowedOrigins: [
            "https://ok.example",
            "https://example.com/",
            "https://example.com/path",
            "https://example.com?q=1",
            "https://example.com#f",
            "ftp://example.com",
            "example.com",
            "https://user:pw@example.com",
            "https://",
          ],
        },
      },
    );
    expect(fieldPaths(origins.body)).toEqual([
      "/allowedOrigins/1",
      "/allowedOrigins/2",
      "/allowedOrigins/3",
      "/allowedOrigins/4",
      "/allowedOrigins/5",
      "/allowedOrigins/6",
      "/allowedOrigins/7",
      "/allowedOrigins/8",
    ]);
    expect(codeAt(origins.body, "/allowedOrigins/1")).toBe("invalid_format");
    const tooMany = await api(
      key,
      "POST",
      "/projects",
      {},
      { body: { projectId: "p", name: "n", allowedOrigins: Array.from({ length: 26 }, (_, i) => `https://a${i}.example`) } },
    );
    expect(codeAt(tooMany.body, "/allowedOrigins")).toBe("too_large");
    expect(fieldPaths((await api(key, "POST", "/projects", {}, { body: { projectId: "x".repeat(161) } })).body)).toEqual([
      "/allowedOrigins",
      "/name",
      "/projectId",
    ]);
    expect(
      (
        await api(
          key,
          "POST",
          "/projects",
          {},
          { body: { projectId: "p", name: "n", allowedOrigins: Array.from({ length: 25 }, (_, i) => `https://a${i}.example`) } },
        )
      ).status,
    ).toBe(201);
    const patch = await api(key, "PATCH", P, { projectId: "p" }, { body: { allowedOrigins: ["https://x.example/path"], projectId: "q" } });
    expect(fieldPaths(patch.body)).toEqual(["/projectId"]);
    const patchOrigin = await api(key, "PATCH", P, { projectId: "p" }, { body: { allowedOrigins: ["https://x.example/path"] } });
    expect(fieldPaths(patchOrigin.body)).toEqual(["/allowedOrigins/0"]);
  });

  it("another organization's project is 404; projects are shared by both environments", async () => {
    const a = await tenant();
    const b = await tenant();
    await api(a.key, "POST", "/projects", {}, { body: { projectId: "mine", name: "Mine", allowedOrigins: [] } });
    expect((await api(b.key, "GET", P, { projectId: "mine" })).status).toBe(404);
    expect((await api(b.key, "PATCH", P, { projectId: "mine" }, { body: { name: "Stolen" } })).status).toBe(404);
    expect((await api(b.key, "GET", "/projects")).body.data).toEqual([]);
    const live = (await issueKey(a.org.id, { environment: "live" })).secret;
    expect((await api(live, "GET", P, { projectId: "mine" })).body.project.name).toBe("Mine");
    expect((await api(a.key, "GET", P, { projectId: "nope" })).status).toBe(404);
  });

  it("needs a management token; a project-restricted key only touches its own project", async () => {
    const { org, key } = await tenant();
    await api(key, "POST", "/projects", {}, { body: { projectId: "app", name: "App", allowedOrigins: [] } });
    await api(key, "POST", "/projects", {}, { body: { projectId: "other", name: "Other", allowedOrigins: [] } });
    const calc = (await issueKey(org.id, { scopes: ["calculations"] })).secret;
    expect((await api(calc, "PATCH", P, { projectId: "app" }, { body: { name: "x" } })).status).toBe(403);
    expect((await api(calc, "GET", "/projects")).status).toBe(403);
    const scoped = (await issueKey(org.id, { projectId: "app" })).secret;
    expect((await api(scoped, "GET", "/projects")).body.data.map((p: { projectId: string }) => p.projectId)).toEqual(["app"]);
    expect((await api(scoped, "GET", P, { projectId: "other" })).status).toBe(404);
    expect((await api(scoped, "PATCH", P, { projectId: "other" }, { body: { name: "x" } })).status).toBe(404);
    expect((await api(scoped, "PATCH", P, { projectId: "app" }, { body: { name: "Mine" } })).body.project.name).toBe("Mine");
    expect((await api(scoped, "POST", "/projects", {}, { body: { projectId: "new", name: "New", allowedOrigins: [] } })).status).toBe(403);
  });
});
