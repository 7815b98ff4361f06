// The spec's explicit /404 route.
import { Button, Result } from "antd";
import { Link } from "react-router";

export default function Page404() {
  return (
    <div data-testid="page-404" style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center" }}>
      <Result
        status="404"
        title="404"
        subTitle="Sorry, the page you visited does not exist."
        extra={
          <Link to="/">
            <Button type="primary">Go home</Button>
          </Link>
        }
      />
    </div>
  );
}
