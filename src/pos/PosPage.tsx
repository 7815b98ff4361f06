// /pos/{locationId}/{registerId}: the point of sale, full screen outside the admin layout. It needs a window at
// least 768 px wide (a portrait tablet; the spec's 1024 px refused one) and an OPENED session of that register at
// that location.
// With no connection it opens with the register as last seen online (offline/keptRegister.ts).
import { Button, Result, Spin } from "antd";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { useGqlQuery } from "../providers/gqlHooks";
import { errorMessage } from "../providers/serverErrors";
import { POS_REGISTER } from "./documents";
import { isNoAnswer, noteServerUnreachable } from "./offline/connection";
import { keepRegister, keptRegister } from "./offline/keptRegister";
import { registerTillServiceWorker } from "./offline/registerServiceWorker";
import { PosTill } from "./PosTill";
import { POS_MIN_WIDTH, useWindowWidth } from "./useWindowWidth";
import "./pos.css";

export const openRegisterPath = (registerId: string) => `/app/sales-orders/register/${registerId}/open`;

export function LargerScreenNotice() {
  return (
    <div className="pos-center" data-testid="pos-too-narrow">
      <Result
        status="warning"
        title="Please use a larger screen"
        subTitle={`Min Allowed Width ${POS_MIN_WIDTH}`}
        extra={
          <Link to="/app">
            <Button type="primary">Dashboard</Button>
          </Link>
        }
      />
    </div>
  );
}

function NotOpen({ registerId, name }: { registerId: string; name: string }) {
  return (
    <div className="pos-center" data-testid="pos-not-open">
      <Result
        status="info"
        title={`Register ${name} is not open.`}
        subTitle="Open a session of this register (count the opening cash) before selling."
        extra={[
          <Link key="open" to={openRegisterPath(registerId)}>
            <Button type="primary">Open register</Button>
          </Link>,
          <Link key="dashboard" to="/app">
            <Button>Dashboard</Button>
          </Link>,
        ]}
      />
    </div>
  );
}

export default function PosPage() {
  const { locationId = "", registerId = "" } = useParams();
  const width = useWindowWidth();
  const narrow = width < POS_MIN_WIDTH;
  const register = useGqlQuery(["pos-register", registerId, locationId], POS_REGISTER, narrow ? null : { id: registerId, locationId });
  useEffect(registerTillServiceWorker, []);
  const loaded = register.data?.register;
  useEffect(() => {
    if (loaded) keepRegister(registerId, locationId, loaded);
  }, [loaded, registerId, locationId]);
  const noAnswer = register.error !== null && isNoAnswer(register.error);
  useEffect(() => {
    if (noAnswer) noteServerUnreachable();
  }, [noAnswer]);
  // no answer, or the browser offline (React Query then holds the request back)
  const kept = noAnswer || (register.fetchStatus === "paused" && !loaded) ? keptRegister(registerId, locationId) : null;

  if (narrow) return <LargerScreenNotice />;
  if (kept?.currentSession) return <PosTill register={kept} session={kept.currentSession} />;
  if (register.isLoading) {
    return (
      <div className="pos-center" data-testid="pos-loading">
        <Spin size="large" tip="Opening the till…">
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  }
  const failed = register.error;
  if (failed || !register.data) {
    return (
      <div className="pos-center">
        <Result
          status="error"
          title="The till cannot open"
          subTitle={errorMessage(failed) ?? "The register could not be loaded."}
          extra={[
            <Button
              key="retry"
              onClick={() => {
                void register.refetch();
              }}
            >
              Retry
            </Button>,
            <Link key="back" to="/app/sales-orders/register">
              <Button type="primary">Registers</Button>
            </Link>,
          ]}
        />
      </div>
    );
  }
  const found = register.data.register;
  const open = found.currentSession;
  if (!open || open.status !== "OPENED" || open.locationId !== locationId) return <NotOpen registerId={registerId} name={found.name} />;
  return <PosTill register={found} session={open} />;
}
