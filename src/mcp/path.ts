/** The MCP endpoint's path: its own module, so the router knows it without loading the MCP server (router.ts). */
export const MCP_PATH = "/mcp";
