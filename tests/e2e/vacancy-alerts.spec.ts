import { test } from "@playwright/test";
