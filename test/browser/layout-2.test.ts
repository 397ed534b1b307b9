import { describeLayout } from "./layout.ts";

describeLayout(2, "nlhe");
