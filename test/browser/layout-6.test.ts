import { describeLayout } from "./layout.ts";

describeLayout(6, "plo5");
