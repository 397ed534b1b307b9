import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env.ts";
import type {
  ActOutcome,
  ActRequest,
  FinishedHand,
  HandPage,
  SeatOutcome,
  SeatRequest,
  SettingsUpdate,
  StandUpOutcome,
  TableSettings,
  TableView,
  TicketOutcome,
} from "./api.ts";

/** One hosted table (CONTRACT 10). Work in progress: the methods below are the interface routes use. */
export class TableObject extends DurableObject<Env> {
  async init(_settings: TableSettings): Promise<TableView> {
    throw new Error("not implemented");
  }
  async view(): Promise<TableView | null> {
    throw new Error("not implemented");
  }
  async configure(_update: SettingsUpdate): Promise<TableView> {
    throw new Error("not implemented");
  }
  /** Closing: running hands finish, then everyone stands up (`table_closed`). */
  async close(): Promise<TableView> {
    throw new Error("not implemented");
  }
  async seat(_request: SeatRequest): Promise<SeatOutcome> {
    throw new Error("not implemented");
  }
  async seatTicket(_seatNumber: number): Promise<TicketOutcome> {
    throw new Error("not implemented");
  }
  async spectatorTicket(): Promise<TicketOutcome> {
    throw new Error("not implemented");
  }
  async standUp(_seatNumber: number): Promise<StandUpOutcome> {
    throw new Error("not implemented");
  }
  async act(_seatNumber: number, _request: ActRequest): Promise<ActOutcome> {
    throw new Error("not implemented");
  }
  async hands(_limit: number, _before: number | null): Promise<HandPage> {
    throw new Error("not implemented");
  }
  async hand(_handNumber: number): Promise<FinishedHand | null> {
    throw new Error("not implemented");
  }
}
