// Top-level failure screen (spec: a render crash shows the disconnected screen; 'Retry Again' resets and reloads).
import { Button, Result } from "antd";
import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("The app crashed while rendering", error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.setState({ failed: false });
    window.location.reload();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center" }}>
        <Result
          status="warning"
          title="Seems like you are disconnected."
          subTitle="Please check your internet connection and try again."
          extra={
            <Button type="primary" onClick={this.retry} data-testid="retry-again">
              Retry Again
            </Button>
          }
        />
      </div>
    );
  }
}
